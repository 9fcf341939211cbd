/*
 * trickcore._speedups: optional compiled kernels for the engines' hot paths.
 *
 * Every kernel here has a pure-Python twin that stays the reference (named in
 * each comment); trickcore uses this module only when it was built and
 * TRICKCORE_PURE_PYTHON is not set, and tests/core/test_native*.py check each
 * kernel against its twin. Nothing here knows any game: the kernels build
 * frozen slotted objects, take a card out of a seat's hand, pick the plays a
 * hand may make from tables the ruleset passes in, shuffle, sort cards and list
 * combinations.
 *
 * Safety, for any argument a caller can build in Python:
 * - A card kernel answers only from exact types it can read without running
 *   Python code: exact tuples (immutable) of exact card or play objects whose
 *   slots hold exact ints in the range of exact tuple tables of exact bools or
 *   ints. Anything else (a list, a subclass, another object, a float, an index
 *   out of range, a keyword argument, an error to raise) goes, whole, to the
 *   Python twin the kernel was made with, which answers as it always does. So
 *   no Python code runs while a kernel reads its input, and the two answer alike.
 * - An object's slots are read by offset only after its exact type is checked
 *   against a class whose layout was verified when the kernel was made.
 * - Items a kernel keeps while Python code may run (the shuffle's draws, the
 *   combinations' maker, an allocation that starts the garbage collector) are
 *   strong references in C arrays no Python code can reach, and a result tuple
 *   is allocated first and filled with no Python code in between.
 * - No kernel has a tp_clear: what it refers to stays set until it is freed.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

#ifndef Py_T_OBJECT_EX
#define Py_T_OBJECT_EX T_OBJECT_EX
#endif
#ifndef Py_READONLY
#define Py_READONLY READONLY
#endif

#define SLOT(obj, offset) (*(PyObject **)((char *)(obj) + (offset)))

/* The tp_new CPython gives a class whose __new__ is written in Python (learnt from a probe class at import). */
static newfunc python_defined_new;

/* --- Slots --------------------------------------------------------------------------- */

/* The offset of the object slot `name` in instances of `cls`, or -1 with an exception set. */
static Py_ssize_t
slot_offset(PyTypeObject *cls, PyObject *name)
{
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "slot names are str, not %.100s", Py_TYPE(name)->tp_name);
        return -1;
    }
    PyObject *descr = PyObject_GetAttr((PyObject *)cls, name);
    if (descr == NULL) {
        return -1;
    }
    if (!Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "%.100s.%U is not a slot", cls->tp_name, name);
        Py_DECREF(descr);
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    PyTypeObject *owner = PyDescr_TYPE(descr);
    Py_ssize_t offset = member->offset;
    int usable = member->type == Py_T_OBJECT_EX && !(member->flags & Py_READONLY)
                 && PyType_IsSubtype(cls, owner) && offset >= (Py_ssize_t)sizeof(PyObject)
                 && offset + (Py_ssize_t)sizeof(PyObject *) <= cls->tp_basicsize;
    Py_DECREF(descr);
    if (!usable) {
        PyErr_Format(PyExc_TypeError, "%.100s.%U is not an object slot of the class", cls->tp_name, name);
        return -1;
    }
    return offset;
}

/* The offsets of every name in `names` (a tuple of str), as a new array of `*count` entries. */
static Py_ssize_t *
slot_offsets(PyTypeObject *cls, PyObject *names, Py_ssize_t *count)
{
    if (!PyTuple_Check(names)) {
        PyErr_SetString(PyExc_TypeError, "slot names come as a tuple of str");
        return NULL;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(names);
    Py_ssize_t *offsets = PyMem_New(Py_ssize_t, n > 0 ? n : 1);
    if (offsets == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        offsets[i] = slot_offset(cls, PyTuple_GET_ITEM(names, i));
        if (offsets[i] < 0) {
            PyMem_Free(offsets);
            return NULL;
        }
    }
    *count = n;
    return offsets;
}

/* -1 with ValueError set if two of the arrays' offsets are the same slot (a slot is filled once). */
static int
check_distinct(Py_ssize_t *const *arrays, const Py_ssize_t *counts, int narrays)
{
    for (int a = 0; a < narrays; a++) {
        for (Py_ssize_t i = 0; i < counts[a]; i++) {
            for (int b = a; b < narrays; b++) {
                for (Py_ssize_t j = b == a ? i + 1 : 0; j < counts[b]; j++) {
                    if (arrays[a][i] == arrays[b][j]) {
                        PyErr_SetString(PyExc_ValueError, "a slot is named twice");
                        return -1;
                    }
                }
            }
        }
    }
    return 0;
}

/*
 * Whether instances of `cls` can be made by its tp_alloc and filled slot by slot: a fixed-size
 * class with no __dict__ that ``object.__new__(cls)`` accepts. That is the twin's own test (the
 * Python builder makes its objects with object.__new__), and it refuses a class whose base is a
 * C type with state of its own (a set or dict subclass): CPython walks up from `cls` past every
 * class whose __new__ is written in Python, and the first other one must use object's.
 */
static int
check_buildable(PyTypeObject *cls)
{
    if (cls->tp_dictoffset != 0 || cls->tp_itemsize != 0 || cls->tp_alloc == NULL) {
        PyErr_Format(PyExc_TypeError, "%.100s is not a fully slotted class of fixed size", cls->tp_name);
        return -1;
    }
    PyTypeObject *base = cls;
    while (base != NULL && base->tp_new == python_defined_new) {
        base = base->tp_base;
    }
    if (base != NULL && base->tp_new != PyBaseObject_Type.tp_new) {
        PyErr_Format(PyExc_TypeError, "object.__new__(%.100s) is not safe, use %.100s.__new__()", cls->tp_name,
                     base->tp_name);
        return -1;
    }
    if (cls->tp_flags & Py_TPFLAGS_IS_ABSTRACT) {
        PyErr_Format(PyExc_TypeError, "%.100s is abstract", cls->tp_name);
        return -1;
    }
    return 0;
}

/*
 * --- Makers: the Builder and the Replacer (twins: frozen._python_builder, _python_replacer) ---
 *
 * Both make instances of one slotted class and share one layout: a Builder fills the
 * slots of `filled` from its arguments; a Replacer also copies the slots of `copied`
 * from the object it is given, and may link a slot to that object and count one up.
 * Either sets the slots of `cleared` (attrs' hash cache) to None.
 */

typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyTypeObject *cls; /* set once made, never cleared before the maker is freed */
    Py_ssize_t ncopied, nfilled, ncleared;
    Py_ssize_t *copied, *filled, *cleared;
    Py_ssize_t link;  /* the slot that gets the source object itself, or -1 */
    Py_ssize_t count; /* the slot that gets the source's value + 1, or -1 */
} MakerObject;

static PyTypeObject Builder_Type;

/* A new instance of the maker's class with the `filled` slots set from `values` and the
 * `cleared` ones to None; the other slots are left empty (NULL) for the caller to fill,
 * with no Python code run before they are. */
static PyObject *
maker_fill(MakerObject *self, PyObject *const *values)
{
    PyTypeObject *cls = self->cls;
    PyObject *obj = cls->tp_alloc(cls, 0);
    if (obj == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < self->nfilled; i++) {
        SLOT(obj, self->filled[i]) = Py_NewRef(values[i]);
    }
    for (Py_ssize_t i = 0; i < self->ncleared; i++) {
        SLOT(obj, self->cleared[i]) = Py_NewRef(Py_None);
    }
    return obj;
}

static int
reject_keywords(PyObject *kwnames, const char *what)
{
    if (kwnames != NULL && PyTuple_GET_SIZE(kwnames) != 0) {
        PyErr_Format(PyExc_TypeError, "a %s takes its arguments positionally", what);
        return -1;
    }
    return 0;
}

static PyObject *
builder_vectorcall(PyObject *op, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    MakerObject *self = (MakerObject *)op;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (reject_keywords(kwnames, "builder") < 0) {
        return NULL;
    }
    if (nargs != self->nfilled) {
        PyErr_Format(PyExc_TypeError, "building %.100s takes %zd fields, not %zd", self->cls->tp_name,
                     self->nfilled, nargs);
        return NULL;
    }
    return maker_fill(self, args);
}

/* The name of the slot at `offset` in `cls`, for an error message (borrowed from the class's members). */
static const char *
slot_name(PyTypeObject *cls, Py_ssize_t offset)
{
    for (PyTypeObject *type = cls; type != NULL; type = type->tp_base) {
        for (PyMemberDef *member = type->tp_members; member != NULL && member->name != NULL; member++) {
            if (member->offset == offset) {
                return member->name;
            }
        }
    }
    return "?";
}

static PyObject *
replacer_vectorcall(PyObject *op, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    MakerObject *self = (MakerObject *)op;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (reject_keywords(kwnames, "replacer") < 0) {
        return NULL;
    }
    if (nargs != self->nfilled + 1) {
        PyErr_Format(PyExc_TypeError, "replacing in %.100s takes the object and %zd values, not %zd arguments",
                     self->cls->tp_name, self->nfilled, nargs);
        return NULL;
    }
    PyObject *source = args[0];
    if (Py_TYPE(source) != self->cls) {
        PyErr_Format(PyExc_TypeError, "expected a %.100s, not %.100s", self->cls->tp_name, Py_TYPE(source)->tp_name);
        return NULL;
    }
    /* The twin reads each copied slot, then the counted one, as attributes: an empty one is an AttributeError. */
    for (Py_ssize_t i = 0; i < self->ncopied; i++) {
        if (SLOT(source, self->copied[i]) == NULL) {
            PyErr_Format(PyExc_AttributeError, "'%.100s' object has no attribute '%s'", self->cls->tp_name,
                         slot_name(self->cls, self->copied[i]));
            return NULL;
        }
    }
    PyObject *counted = NULL;
    if (self->count >= 0) {
        PyObject *before = SLOT(source, self->count);
        if (before == NULL) {
            PyErr_Format(PyExc_AttributeError, "'%.100s' object has no attribute '%s'", self->cls->tp_name,
                         slot_name(self->cls, self->count));
            return NULL;
        }
        /* `before + 1` as Python adds (any number, or an object's __add__), before anything is allocated. */
        PyObject *one = PyLong_FromLong(1);
        if (one == NULL) {
            return NULL;
        }
        counted = PyNumber_Add(before, one);
        Py_DECREF(one);
        if (counted == NULL) {
            return NULL;
        }
    }
    PyObject *obj = maker_fill(self, args + 1);
    if (obj == NULL) {
        Py_XDECREF(counted);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < self->ncopied; i++) {
        SLOT(obj, self->copied[i]) = Py_NewRef(SLOT(source, self->copied[i]));
    }
    if (self->link >= 0) {
        SLOT(obj, self->link) = Py_NewRef(source);
    }
    if (counted != NULL) {
        SLOT(obj, self->count) = counted; /* the new reference is the slot's */
    }
    return obj;
}

/* The offset of the slot named `name` (a str, or None for none: -1), storing it in *offset; -1 on error. */
static int
optional_offset(PyTypeObject *cls, PyObject *name, Py_ssize_t *offset)
{
    *offset = name == Py_None ? -1 : slot_offset(cls, name);
    return name != Py_None && *offset < 0 ? -1 : 0;
}

/* A maker of `cls`, or NULL with an exception set (`copied` and the link and count only for a Replacer). */
static PyObject *
new_maker(PyTypeObject *type, PyTypeObject *cls, PyObject *copied, PyObject *filled, PyObject *cleared,
          PyObject *link, PyObject *count)
{
    if (check_buildable(cls) < 0) {
        return NULL;
    }
    MakerObject *self = PyObject_GC_New(MakerObject, type);
    if (self == NULL) {
        return NULL;
    }
    self->vectorcall = type == &Builder_Type ? builder_vectorcall : replacer_vectorcall;
    self->cls = NULL;
    self->copied = self->filled = self->cleared = NULL;
    self->ncopied = self->nfilled = self->ncleared = 0;
    self->link = self->count = -1;
    self->copied = slot_offsets(cls, copied, &self->ncopied);
    int failed = self->copied == NULL || (self->filled = slot_offsets(cls, filled, &self->nfilled)) == NULL
                 || (self->cleared = slot_offsets(cls, cleared, &self->ncleared)) == NULL
                 || optional_offset(cls, link, &self->link) < 0 || optional_offset(cls, count, &self->count) < 0;
    if (!failed) {
        Py_ssize_t linked[2];
        Py_ssize_t nlinked = 0;
        if (self->link >= 0) {
            linked[nlinked++] = self->link;
        }
        if (self->count >= 0) {
            linked[nlinked++] = self->count;
        }
        Py_ssize_t *const arrays[] = {self->copied, self->filled, self->cleared, linked};
        const Py_ssize_t counts[] = {self->ncopied, self->nfilled, self->ncleared, nlinked};
        failed = check_distinct(arrays, counts, 4) < 0;
    }
    if (failed) {
        Py_DECREF(self);
        return NULL;
    }
    self->cls = (PyTypeObject *)Py_NewRef(cls);
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static PyObject *
builder_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyTypeObject *cls;
    PyObject *fields, *cleared;
    static char *keywords[] = {"cls", "fields", "cleared", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!O!O!:Builder", keywords, &PyType_Type, &cls, &PyTuple_Type,
                                     &fields, &PyTuple_Type, &cleared)) {
        return NULL;
    }
    PyObject *none = PyTuple_New(0);
    if (none == NULL) {
        return NULL;
    }
    PyObject *made = new_maker(type, cls, none, fields, cleared, Py_None, Py_None);
    Py_DECREF(none);
    return made;
}

static PyObject *
replacer_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyTypeObject *cls;
    PyObject *copied, *replaced, *cleared, *link = Py_None, *count = Py_None;
    static char *keywords[] = {"cls", "copied", "replaced", "cleared", "link", "count", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!O!O!O!|OO:Replacer", keywords, &PyType_Type, &cls,
                                     &PyTuple_Type, &copied, &PyTuple_Type, &replaced, &PyTuple_Type, &cleared,
                                     &link, &count)) {
        return NULL;
    }
    return new_maker(type, cls, copied, replaced, cleared, link, count);
}

static int
maker_traverse(MakerObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->cls);
    return 0;
}

/* No tp_clear: a maker refers only to its class, whose own tp_clear breaks any cycle through it,
 * so a maker called from a weakref callback during a collection still has its class. */
static void
maker_dealloc(MakerObject *self)
{
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->cls);
    PyMem_Free(self->copied);
    PyMem_Free(self->filled);
    PyMem_Free(self->cleared);
    PyObject_GC_Del(self);
}

static PyObject *
maker_repr(MakerObject *self)
{
    return PyUnicode_FromFormat("<%s of %s>", Py_TYPE(self)->tp_name, self->cls ? self->cls->tp_name : "?");
}

PyDoc_STRVAR(builder_doc,
"Builder(cls, fields, cleared)\n--\n\n"
"A positional constructor of the slotted class ``cls``: ``builder(*values)`` makes an\n"
"instance with each slot of ``fields`` set to its value, in order, and each slot of\n"
"``cleared`` set to None. No ``__init__`` runs and nothing is checked. TypeError for a\n"
"class ``object.__new__`` refuses.");

PyDoc_STRVAR(replacer_doc,
"Replacer(cls, copied, replaced, cleared, link=None, count=None)\n--\n\n"
"``replacer(obj, *values)``: a new instance of ``cls`` (``obj`` must be exactly one)\n"
"with the slots of ``copied`` taken from ``obj``, those of ``replaced`` set to the\n"
"values in order, those of ``cleared`` set to None, the slot ``link`` (if any) set\n"
"to ``obj`` itself and the slot ``count`` (if any) to ``obj``'s value plus one.");

#define MAKER_TYPE(NAME, DOC, NEW)                                                                   \
    {                                                                                                \
        PyVarObject_HEAD_INIT(NULL, 0).tp_name = "trickcore._speedups." NAME,                        \
        .tp_basicsize = sizeof(MakerObject),                                                         \
        .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,            \
        .tp_doc = DOC, .tp_new = NEW, .tp_dealloc = (destructor)maker_dealloc,                       \
        .tp_traverse = (traverseproc)maker_traverse, .tp_repr = (reprfunc)maker_repr,                \
        .tp_call = PyVectorcall_Call, .tp_vectorcall_offset = offsetof(MakerObject, vectorcall),     \
    }

static PyTypeObject Builder_Type = MAKER_TYPE("Builder", builder_doc, builder_new);
static PyTypeObject Replacer_Type = MAKER_TYPE("Replacer", replacer_doc, replacer_new);

/* --- Owned arrays and result tuples --------------------------------------------------- */

/* A new tuple of the `n` objects of `items`, taking over the references the array holds (the
 * array then holds none); NULL (the array keeps them) if the tuple cannot be allocated. The
 * tuple is allocated first, which may run the garbage collector, and then filled by plain
 * stores: no Python code sees it half filled, nor can any reach the array. */
static PyObject *
tuple_taking(PyObject **items, Py_ssize_t n)
{
    PyObject *result = PyTuple_New(n);
    if (result != NULL && n > 0) {
        memcpy(((PyTupleObject *)result)->ob_item, items, (size_t)n * sizeof(PyObject *));
    }
    return result;
}

/* Drop the references of the `n` objects of an owned array and free it. */
static void
release(PyObject **items, Py_ssize_t n)
{
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_DECREF(items[i]);
    }
    PyMem_Free(items);
}

/* A new tuple of the items a list holds when it is filled (a garbage collection that the
 * allocation starts may change the list: the tuple is then made again at the new size). */
static PyObject *
tuple_of_list(PyObject *list)
{
    for (;;) {
        Py_ssize_t n = PyList_GET_SIZE(list);
        PyObject *result = PyTuple_New(n);
        if (result == NULL) {
            return NULL;
        }
        if (PyList_GET_SIZE(list) == n) {
            for (Py_ssize_t i = 0; i < n; i++) {
                PyTuple_SET_ITEM(result, i, Py_NewRef(PyList_GET_ITEM(list, i)));
            }
            return result;
        }
        Py_DECREF(result);
    }
}

/* --- Cards: kernels that read a card's index (twins in cards.py, following.py, tricks.py, hands.py) --- */

enum { SORT_CARDS, CHOOSE_PLAYS, ALLOWS, STRONGEST_PLAY, POINTS_IN, HANDS_AFTER_PLAY, NKERNELS };

static const char *const kernel_names[NKERNELS] = {
    "sort_cards", "choose_plays", "allows", "strongest_play", "points_in", "hands_after_play",
};

typedef struct {
    PyObject_HEAD
    PyTypeObject *card_type;
    Py_ssize_t index_offset;
    PyTypeObject *play_type; /* the type of a card played to a trick, or NULL */
    Py_ssize_t card_offset;  /* its slot holding the card */
    PyObject *twins[NKERNELS]; /* the Python twin of each kernel, or NULL */
} CardKernelObject;

/* What the Python twin of kernel `which` gives for these arguments: the answer to every input
 * the kernel's fast path does not take (no Python code has run, so the twin starts afresh). */
static PyObject *
defer(CardKernelObject *self, int which, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    PyObject *twin = self->twins[which];
    if (twin == NULL) {
        PyErr_Format(PyExc_TypeError, "this CardKernel was made without the Python twin of %s, which answers this input",
                     kernel_names[which]);
        return NULL;
    }
    Py_INCREF(twin);
    PyObject *result = PyObject_Vectorcall(twin, args, (size_t)nargs, kwnames);
    Py_DECREF(twin);
    return result;
}

#define DEFER(which) defer(self, (which), args, nargs, kwnames)
#define PLAIN_CALL(count) (nargs == (count) && (kwnames == NULL || PyTuple_GET_SIZE(kwnames) == 0))

/* Whether `obj` is exactly an int that fits a long long, stored in *value (no exception either way). */
static inline int
exact_int(PyObject *obj, long long *value)
{
    if (!PyLong_CheckExact(obj)) {
        return 0;
    }
    int overflow;
    *value = PyLong_AsLongLongAndOverflow(obj, &overflow);
    return overflow == 0;
}

/* The index of `card` if it is exactly a card_type object whose index slot holds an exact int in
 * [0, limit); else -1. Runs no Python code and sets no exception. */
static inline Py_ssize_t
index_of(CardKernelObject *self, PyObject *card, Py_ssize_t limit)
{
    long long value;
    if (Py_TYPE(card) != self->card_type) {
        return -1;
    }
    PyObject *index = SLOT(card, self->index_offset);
    return index != NULL && exact_int(index, &value) && value >= 0 && value < limit ? (Py_ssize_t)value : -1;
}

/* The index of the card of `play`, exactly a play_type object holding such a card; else -1. */
static inline Py_ssize_t
play_index_of(CardKernelObject *self, PyObject *play, Py_ssize_t limit)
{
    if (self->play_type == NULL || Py_TYPE(play) != self->play_type) {
        return -1;
    }
    PyObject *card = SLOT(play, self->card_offset);
    return card == NULL ? -1 : index_of(self, card, limit);
}

/* The flag of a tuple table at an index in range: 1, 0, or -1 if it is not exactly a bool. */
static inline int
flag_at(PyObject *table, Py_ssize_t index)
{
    PyObject *flag = PyTuple_GET_ITEM(table, index);
    return flag == Py_True ? 1 : flag == Py_False ? 0 : -1;
}

/* A card and its key, sorted by key, stably. */
typedef struct {
    long long key;
    PyObject *card;
} Keyed;

#define RUN 32 /* runs sorted by insertion before merging (a hand is one run) */

static void
insertion_sort(Keyed *items, Py_ssize_t n)
{
    for (Py_ssize_t i = 1; i < n; i++) {
        Keyed item = items[i];
        Py_ssize_t j = i;
        while (j > 0 && items[j - 1].key > item.key) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = item;
    }
}

/* A stable merge sort in O(n log n): runs of RUN by insertion, then merges of doubling width
 * between `items` and `spare` (n entries each); the sorted entries end in `items`. */
static void
merge_sort(Keyed *items, Keyed *spare, Py_ssize_t n)
{
    for (Py_ssize_t start = 0; start < n; start += RUN) {
        insertion_sort(items + start, n - start < RUN ? n - start : RUN);
    }
    Keyed *from = items, *to = spare;
    for (Py_ssize_t width = RUN; width < n; width *= 2) {
        for (Py_ssize_t left = 0; left < n; left += 2 * width) {
            Py_ssize_t middle = left + width < n ? left + width : n;
            Py_ssize_t right = middle + width < n ? middle + width : n;
            Py_ssize_t i = left, j = middle, k = left;
            while (i < middle && j < right) {
                to[k++] = from[j].key < from[i].key ? from[j++] : from[i++];
            }
            while (i < middle) {
                to[k++] = from[i++];
            }
            while (j < right) {
                to[k++] = from[j++];
            }
        }
        Keyed *swap = from;
        from = to;
        to = swap;
    }
    if (from != items) {
        memcpy(items, from, (size_t)n * sizeof(Keyed));
    }
}

PyDoc_STRVAR(sort_cards_doc,
"sort_cards(cards)\n--\n\n"
"Cards (any iterable) as a tuple in canonical order: by index, stable, in O(n log n).");

static PyObject *
sort_cards(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (!PLAIN_CALL(1)) {
        return DEFER(SORT_CARDS);
    }
    /* Any iterable but a tuple or list is first made a list, as the twin's sorted() does: the
     * twin then gets that list if it must answer (the iterable may not give its items twice). */
    PyObject *list = NULL;
    PyObject *given = args[0];
    if (!PyTuple_CheckExact(given) && !PyList_CheckExact(given)) {
        list = PySequence_List(given);
        if (list == NULL) {
            return NULL;
        }
    }
    PyObject *cards = list != NULL ? list : given;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(cards);
    PyObject **source = PySequence_Fast_ITEMS(cards);
    PyObject *result = NULL;
    Keyed *keyed = PyMem_New(Keyed, n > RUN ? 2 * n : n + 1);
    if (keyed == NULL) {
        Py_XDECREF(list);
        return PyErr_NoMemory();
    }
    /* Nothing here runs Python code until every card has a strong reference. */
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *card = source[i];
        PyObject *index = Py_TYPE(card) == self->card_type ? SLOT(card, self->index_offset) : NULL;
        if (index == NULL || !exact_int(index, &keyed[i].key)) {
            PyMem_Free(keyed);
            result = defer(self, SORT_CARDS, &cards, 1, NULL);
            Py_XDECREF(list);
            return result;
        }
        keyed[i].card = Py_NewRef(card);
    }
    Py_XDECREF(list);
    if (n > RUN) {
        merge_sort(keyed, keyed + n, n);
    }
    else {
        insertion_sort(keyed, n);
    }
    result = PyTuple_New(n);
    for (Py_ssize_t i = 0; i < n; i++) {
        if (result != NULL) {
            PyTuple_SET_ITEM(result, i, keyed[i].card);
        }
        else {
            Py_DECREF(keyed[i].card);
        }
    }
    PyMem_Free(keyed);
    return result;
}

PyDoc_STRVAR(choose_plays_doc,
"choose_plays(hand, plays, binding, answers, distinct)\n--\n\n"
"The plays a hand may make, in hand order: ``plays[card.index]`` for each card of\n"
"``hand`` flagged in ``answers`` (a tuple by card index) if the hand holds a card flagged\n"
"in ``binding``, else for every card (also when ``binding`` is None). With\n"
"``distinct``, a card the same as the one chosen just before is skipped.");

static PyObject *
choose_plays(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (!PLAIN_CALL(5)) {
        return DEFER(CHOOSE_PLAYS);
    }
    PyObject *hand = args[0], *plays = args[1], *binding = args[2], *answers = args[3];
    int tables = binding != Py_None;
    if (!PyTuple_CheckExact(hand) || !PyTuple_CheckExact(plays) || (args[4] != Py_True && args[4] != Py_False)
        || (tables && !(PyTuple_CheckExact(binding) && PyTuple_CheckExact(answers)))) {
        return DEFER(CHOOSE_PLAYS);
    }
    int distinct = args[4] == Py_True;
    Py_ssize_t size = PyTuple_GET_SIZE(hand), limit = PyTuple_GET_SIZE(plays);
    if (tables) {
        limit = Py_MIN(limit, Py_MIN(PyTuple_GET_SIZE(binding), PyTuple_GET_SIZE(answers)));
    }
    Py_ssize_t on_stack[64];
    Py_ssize_t *at = size <= 64 ? on_stack : PyMem_New(Py_ssize_t, size);
    if (at == NULL) {
        return PyErr_NoMemory();
    }
    /* Each card's index, and whether the hand holds a binding card (then only answers are chosen). */
    int restricted = 0;
    for (Py_ssize_t i = 0; i < size; i++) {
        at[i] = index_of(self, PyTuple_GET_ITEM(hand, i), limit);
        int flag = at[i] < 0 ? -1 : tables && !restricted ? flag_at(binding, at[i]) : 0;
        if (flag < 0) {
            goto deferred;
        }
        restricted |= flag;
    }
    /* The chosen positions in `plays`, packed at the front of `at`. */
    Py_ssize_t count = 0;
    PyObject *previous = NULL;
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *card = PyTuple_GET_ITEM(hand, i);
        if (restricted) {
            int flag = flag_at(answers, at[i]);
            if (flag < 0) {
                goto deferred;
            }
            if (!flag) {
                continue;
            }
        }
        if (distinct && card == previous) {
            continue;
        }
        at[count++] = at[i];
        previous = card;
    }
    /* `plays` is an immutable tuple the caller holds: its items stay, whatever the allocation runs. */
    PyObject *result = PyTuple_New(count);
    if (result != NULL) {
        for (Py_ssize_t i = 0; i < count; i++) {
            PyTuple_SET_ITEM(result, i, Py_NewRef(PyTuple_GET_ITEM(plays, at[i])));
        }
    }
    if (at != on_stack) {
        PyMem_Free(at);
    }
    return result;
deferred:
    if (at != on_stack) {
        PyMem_Free(at);
    }
    return DEFER(CHOOSE_PLAYS);
}

PyDoc_STRVAR(allows_doc,
"allows(hand, card, binding, answers)\n--\n\n"
"Whether ``card`` is held in ``hand`` and among its :meth:`choose_plays`: marked in\n"
"``answers``, or ``binding`` is None, or the hand holds no card marked in ``binding``.");

static PyObject *
allows(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (!PLAIN_CALL(4)) {
        return DEFER(ALLOWS);
    }
    PyObject *hand = args[0], *card = args[1], *binding = args[2], *answers = args[3];
    if (!PyTuple_CheckExact(hand) || Py_TYPE(card) != self->card_type
        || (binding != Py_None && !PyTuple_CheckExact(binding)) || (answers != Py_None && !PyTuple_CheckExact(answers))
        || (binding != Py_None && answers == Py_None)) {
        return DEFER(ALLOWS);
    }
    /* `card in hand`: cards of the kernel's type are one object per card, equal only to themselves;
     * another object before the card may compare equal, so the twin answers then. */
    Py_ssize_t size = PyTuple_GET_SIZE(hand);
    int held = 0;
    for (Py_ssize_t i = 0; i < size && !held; i++) {
        PyObject *item = PyTuple_GET_ITEM(hand, i);
        if (item == card) {
            held = 1;
        }
        else if (Py_TYPE(item) != self->card_type) {
            return DEFER(ALLOWS);
        }
    }
    if (!held) {
        Py_RETURN_FALSE;
    }
    if (answers == Py_None) {
        Py_RETURN_TRUE;
    }
    Py_ssize_t index = index_of(self, card, PyTuple_GET_SIZE(answers));
    int flag = index < 0 ? -1 : flag_at(answers, index);
    if (flag != 0) {
        return flag > 0 ? Py_NewRef(Py_True) : DEFER(ALLOWS);
    }
    if (binding == Py_None) {
        Py_RETURN_TRUE;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        index = index_of(self, PyTuple_GET_ITEM(hand, i), PyTuple_GET_SIZE(binding));
        flag = index < 0 ? -1 : flag_at(binding, index);
        if (flag != 0) {
            return flag > 0 ? Py_NewRef(Py_False) : DEFER(ALLOWS);
        }
    }
    Py_RETURN_TRUE;
}

PyDoc_STRVAR(strongest_play_doc,
"strongest_play(plays, strength)\n--\n\n"
"The play whose card has the highest ``strength[card.index]`` (ints); of equals, the\n"
"first played. IndexError for no plays.");

static PyObject *
strongest_play(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (!PLAIN_CALL(2) || !PyTuple_CheckExact(args[0]) || PyTuple_GET_SIZE(args[0]) == 0
        || !PyTuple_CheckExact(args[1])) {
        return DEFER(STRONGEST_PLAY);
    }
    PyObject *plays = args[0], *strength = args[1];
    PyObject *best = NULL;
    long long best_strength = 0, value;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(plays); i++) {
        PyObject *play = PyTuple_GET_ITEM(plays, i);
        Py_ssize_t index = play_index_of(self, play, PyTuple_GET_SIZE(strength));
        if (index < 0 || !exact_int(PyTuple_GET_ITEM(strength, index), &value)) {
            return DEFER(STRONGEST_PLAY);
        }
        if (best == NULL || value > best_strength) {
            best = play;
            best_strength = value;
        }
    }
    return Py_NewRef(best);
}

PyDoc_STRVAR(points_in_doc,
"points_in(plays, values)\n--\n\n"
"The sum of ``values[card.index]`` (ints) over the cards of ``plays``.");

static PyObject *
points_in(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (!PLAIN_CALL(2) || !PyTuple_CheckExact(args[0]) || !PyTuple_CheckExact(args[1])) {
        return DEFER(POINTS_IN);
    }
    PyObject *plays = args[0], *values = args[1];
    long long total = 0, value;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(plays); i++) {
        Py_ssize_t index = play_index_of(self, PyTuple_GET_ITEM(plays, i), PyTuple_GET_SIZE(values));
        /* A sum past a long long's range is the twin's (Python's ints do not overflow). */
        if (index < 0 || !exact_int(PyTuple_GET_ITEM(values, index), &value)
            || (value > 0 && total > LLONG_MAX - value) || (value < 0 && total < LLONG_MIN - value)) {
            return DEFER(POINTS_IN);
        }
        total += value;
    }
    return PyLong_FromLongLong(total);
}

PyDoc_STRVAR(hands_after_play_doc,
"hands_after_play(hands, seat, card)\n--\n\n"
"The tuple of hands after ``seat`` plays its first copy of ``card``; the other hands\n"
"are shared. ValueError if the seat does not hold the card.");

static PyObject *
hands_after_play(PyObject *op, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    CardKernelObject *self = (CardKernelObject *)op;
    long long seat;
    if (!PLAIN_CALL(3) || !PyTuple_CheckExact(args[0]) || !exact_int(args[1], &seat) || seat < 0
        || seat >= PyTuple_GET_SIZE(args[0]) || Py_TYPE(args[2]) != self->card_type) {
        return DEFER(HANDS_AFTER_PLAY);
    }
    PyObject *hands = args[0], *card = args[2];
    PyObject *hand = PyTuple_GET_ITEM(hands, seat);
    if (!PyTuple_CheckExact(hand)) {
        return DEFER(HANDS_AFTER_PLAY);
    }
    /* hand.index(card), as in allows(): only cards before it, compared by identity. */
    Py_ssize_t size = PyTuple_GET_SIZE(hand), position = -1;
    for (Py_ssize_t i = 0; i < size && position < 0; i++) {
        PyObject *item = PyTuple_GET_ITEM(hand, i);
        if (item == card) {
            position = i;
        }
        else if (Py_TYPE(item) != self->card_type) {
            return DEFER(HANDS_AFTER_PLAY);
        }
    }
    if (position < 0) {
        return DEFER(HANDS_AFTER_PLAY); /* the twin's ValueError */
    }
    /* `hands` and `hand` are immutable tuples the caller holds, whatever the allocations run. */
    PyObject *left = PyTuple_New(size - 1);
    if (left == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0, j = 0; i < size; i++) {
        if (i != position) {
            PyTuple_SET_ITEM(left, j++, Py_NewRef(PyTuple_GET_ITEM(hand, i)));
        }
    }
    Py_ssize_t seats = PyTuple_GET_SIZE(hands);
    PyObject *result = PyTuple_New(seats);
    if (result == NULL) {
        Py_DECREF(left);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < seats; i++) {
        PyTuple_SET_ITEM(result, i, i == seat ? left : Py_NewRef(PyTuple_GET_ITEM(hands, i)));
    }
    return result;
}

#define KERNEL_METHOD(NAME) \
    {#NAME, (PyCFunction)(void (*)(void))NAME, METH_FASTCALL | METH_KEYWORDS, NAME##_doc}

static PyMethodDef card_kernel_methods[] = {
    KERNEL_METHOD(sort_cards),     KERNEL_METHOD(choose_plays), KERNEL_METHOD(allows),
    KERNEL_METHOD(strongest_play), KERNEL_METHOD(points_in),    KERNEL_METHOD(hands_after_play),
    {NULL, NULL, 0, NULL},
};

static PyObject *
card_kernel_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyTypeObject *card_type, *play_type = NULL;
    PyObject *name, *card_name = NULL;
    PyObject *twins[NKERNELS] = {NULL};
    static char *keywords[] = {"card_type", "index", "play_type", "card", "sort_cards", "choose_plays", "allows",
                               "strongest_play", "points_in", "hands_after_play", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!U|O!U$OOOOOO:CardKernel", keywords, &PyType_Type, &card_type,
                                     &name, &PyType_Type, &play_type, &card_name, &twins[0], &twins[1], &twins[2],
                                     &twins[3], &twins[4], &twins[5])) {
        return NULL;
    }
    if ((play_type == NULL) != (card_name == NULL)) {
        PyErr_SetString(PyExc_TypeError, "a play type goes with the name of its card slot");
        return NULL;
    }
    for (int k = 0; k < NKERNELS; k++) {
        if (twins[k] == Py_None) {
            twins[k] = NULL;
        }
        if (twins[k] != NULL && !PyCallable_Check(twins[k])) {
            PyErr_Format(PyExc_TypeError, "the twin of %s must be callable", kernel_names[k]);
            return NULL;
        }
    }
    Py_ssize_t offset = slot_offset(card_type, name);
    if (offset < 0) {
        return NULL;
    }
    Py_ssize_t card_offset = -1;
    if (play_type != NULL) {
        card_offset = slot_offset(play_type, card_name);
        if (card_offset < 0) {
            return NULL;
        }
    }
    CardKernelObject *self = PyObject_GC_New(CardKernelObject, type);
    if (self == NULL) {
        return NULL;
    }
    self->card_type = (PyTypeObject *)Py_NewRef(card_type);
    self->index_offset = offset;
    self->play_type = (PyTypeObject *)Py_XNewRef(play_type);
    self->card_offset = card_offset;
    for (int k = 0; k < NKERNELS; k++) {
        self->twins[k] = Py_XNewRef(twins[k]);
    }
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static int
card_kernel_traverse(CardKernelObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->card_type);
    Py_VISIT(self->play_type);
    for (int k = 0; k < NKERNELS; k++) {
        Py_VISIT(self->twins[k]);
    }
    return 0;
}

/* No tp_clear, as for the makers: the types and functions it refers to break any cycle. */
static void
card_kernel_dealloc(CardKernelObject *self)
{
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->card_type);
    Py_CLEAR(self->play_type);
    for (int k = 0; k < NKERNELS; k++) {
        Py_CLEAR(self->twins[k]);
    }
    PyObject_GC_Del(self);
}

PyDoc_STRVAR(card_kernel_doc,
"CardKernel(card_type, index, play_type=None, card=None, *, sort_cards=None, choose_plays=None,\n"
"           allows=None, strongest_play=None, points_in=None, hands_after_play=None)\n--\n\n"
"The kernels that read a card's canonical index: from the slot ``index`` of a\n"
"``card_type`` object (one object per card, equal only to itself), and (given\n"
"``play_type``) a played card from the slot ``card`` of a ``play_type`` object. Each\n"
"kernel answers exact tuples of exact cards (or plays) and tables; it hands any other\n"
"input to the Python twin given by its name (TypeError if none was given).");

static PyTypeObject CardKernel_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "trickcore._speedups.CardKernel",
    .tp_basicsize = sizeof(CardKernelObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = card_kernel_doc,
    .tp_new = card_kernel_new,
    .tp_dealloc = (destructor)card_kernel_dealloc,
    .tp_traverse = (traverseproc)card_kernel_traverse,
    .tp_methods = card_kernel_methods,
};

/* --- Shuffling (twin: deck._fisher_yates) ------------------------------------------- */

/* The shuffle from position `i` down, as the twin's Python does it, with Python's own operations on
 * the list `order` (which it takes over): for a draw() that gave `value`, not exactly a float. */
static PyObject *
shuffle_in_python(PyObject *order, Py_ssize_t i, PyObject *value, PyObject *draw)
{
    PyObject *floor_ = NULL, *result = NULL;
    PyObject *math = PyImport_ImportModule("math");
    if (math != NULL) {
        floor_ = PyObject_GetAttrString(math, "floor");
        Py_DECREF(math);
    }
    if (floor_ == NULL) {
        goto done;
    }
    for (; i > 0; i--) {
        /* j = floor(draw() * (i + 1)); order[i], order[j] = order[j], order[i] */
        if (value == NULL && (value = PyObject_CallNoArgs(draw)) == NULL) {
            goto done;
        }
        PyObject *at = PyLong_FromSsize_t(i), *size = PyLong_FromSsize_t(i + 1);
        PyObject *product = at && size ? PyNumber_Multiply(value, size) : NULL;
        Py_CLEAR(value);
        Py_XDECREF(size);
        PyObject *j = product ? PyObject_CallOneArg(floor_, product) : NULL;
        Py_XDECREF(product);
        PyObject *x = j ? PyObject_GetItem(order, j) : NULL;
        PyObject *y = x ? PyObject_GetItem(order, at) : NULL;
        int failed = y == NULL || PyObject_SetItem(order, at, x) < 0 || PyObject_SetItem(order, j, y) < 0;
        Py_XDECREF(at);
        Py_XDECREF(j);
        Py_XDECREF(x);
        Py_XDECREF(y);
        if (failed) {
            goto done;
        }
    }
    result = tuple_of_list(order);
done:
    Py_XDECREF(value);
    Py_XDECREF(floor_);
    Py_DECREF(order);
    return result;
}

PyDoc_STRVAR(shuffled_doc,
"shuffled(items, draw)\n--\n\n"
"Fisher-Yates over ``draw()`` (floats in [0, 1)): for i from n - 1 down to 1, swap\n"
"position i with position floor(draw() * (i + 1)). Returns a tuple; any draw() gets\n"
"the twin's answer or exception.");

static PyObject *
shuffled(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "shuffled takes 2 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *draw = args[1];
    PyObject *list = PySequence_List(args[0]);
    if (list == NULL) {
        return NULL;
    }
    /* The order lives in a C array of strong references that no Python code (draw()) can reach. */
    Py_ssize_t n = PyList_GET_SIZE(list);
    PyObject **order = PyMem_New(PyObject *, n > 0 ? n : 1);
    if (order == NULL) {
        Py_DECREF(list);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        order[i] = Py_NewRef(PyList_GET_ITEM(list, i));
    }
    Py_DECREF(list);
    for (Py_ssize_t i = n - 1; i > 0; i--) {
        PyObject *value = PyObject_CallNoArgs(draw);
        if (value == NULL) {
            goto error;
        }
        if (!PyFloat_CheckExact(value)) {
            /* Not a float: from here on as Python does it, on a list made of the array. */
            PyObject *rest = PyList_New(n);
            if (rest == NULL) {
                Py_DECREF(value);
                goto error;
            }
            memcpy(((PyListObject *)rest)->ob_item, order, (size_t)n * sizeof(PyObject *));
            PyMem_Free(order);
            return shuffle_in_python(rest, i, value, draw);
        }
        /* A float: floor(x * (i + 1)) indexes the list as Python's int would, or raises as Python does. */
        double j = floor(PyFloat_AS_DOUBLE(value) * (double)(i + 1));
        Py_DECREF(value);
        if (isnan(j)) {
            PyErr_SetString(PyExc_ValueError, "cannot convert float NaN to integer");
            goto error;
        }
        if (isinf(j)) {
            PyErr_SetString(PyExc_OverflowError, "cannot convert float infinity to integer");
            goto error;
        }
        if (!(j >= -(double)n && j < (double)n)) {
            PyErr_SetString(PyExc_IndexError, "list index out of range");
            goto error;
        }
        Py_ssize_t k = (Py_ssize_t)j < 0 ? (Py_ssize_t)j + n : (Py_ssize_t)j;
        PyObject *swap = order[i];
        order[i] = order[k];
        order[k] = swap;
    }
    PyObject *result = tuple_taking(order, n);
    if (result == NULL) {
        goto error;
    }
    PyMem_Free(order);
    return result;
error:
    release(order, n);
    return NULL;
}

/* --- Combinations (twin: Discard.every_choice, itertools) -------------------------------- */

PyDoc_STRVAR(combinations_doc,
"combinations(items, size, make)\n--\n\n"
"``tuple(map(make, itertools.combinations(items, size)))`` for a tuple ``items``; a\n"
"one-field Builder as ``make`` is called without going through Python.");

static PyObject *
combinations(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "combinations takes 3 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *items = args[0], *make = args[2];
    if (!PyTuple_Check(items)) {
        PyErr_SetString(PyExc_TypeError, "combinations takes a tuple of items");
        return NULL;
    }
    Py_ssize_t size = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
    if (size == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (size < 0) {
        PyErr_SetString(PyExc_ValueError, "size must be non-negative");
        return NULL;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(items);
    MakerObject *direct = NULL;
    if (Py_IS_TYPE(make, &Builder_Type) && ((MakerObject *)make)->nfilled == 1) {
        direct = (MakerObject *)make;
    }
    if (size > n) {
        return PyTuple_New(0);
    }
    /* The made values go in a C array of strong references: `make` is Python code, and may look. */
    Py_ssize_t count = 0, capacity = 16;
    PyObject **made = PyMem_New(PyObject *, capacity);
    Py_ssize_t *at = PyMem_New(Py_ssize_t, size > 0 ? size : 1);
    if (made == NULL || at == NULL) {
        PyMem_Free(made);
        PyMem_Free(at);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        at[i] = i;
    }
    for (;;) {
        if (count == capacity) {
            PyObject **grown = capacity <= PY_SSIZE_T_MAX / 2 ? PyMem_Resize(made, PyObject *, capacity * 2) : NULL;
            if (grown == NULL) {
                PyErr_NoMemory();
                goto error;
            }
            made = grown;
            capacity *= 2;
        }
        PyObject *combo = PyTuple_New(size);
        if (combo == NULL) {
            goto error;
        }
        for (Py_ssize_t i = 0; i < size; i++) {
            PyTuple_SET_ITEM(combo, i, Py_NewRef(PyTuple_GET_ITEM(items, at[i])));
        }
        PyObject *value = direct != NULL ? maker_fill(direct, &combo) : PyObject_CallOneArg(make, combo);
        Py_DECREF(combo);
        if (value == NULL) {
            goto error;
        }
        made[count++] = value;
        /* The next combination in lexicographic order of positions, as itertools gives them. */
        Py_ssize_t i = size - 1;
        while (i >= 0 && at[i] == i + n - size) {
            i--;
        }
        if (i < 0) {
            break;
        }
        at[i]++;
        for (Py_ssize_t j = i + 1; j < size; j++) {
            at[j] = at[j - 1] + 1;
        }
    }
    PyMem_Free(at);
    PyObject *result = tuple_taking(made, count);
    if (result == NULL) {
        release(made, count);
        return NULL;
    }
    PyMem_Free(made);
    return result;
error:
    PyMem_Free(at);
    release(made, count);
    return NULL;
}

/* --- The module ------------------------------------------------------------------------ */

static PyMethodDef module_methods[] = {
    {"shuffled", (PyCFunction)(void (*)(void))shuffled, METH_FASTCALL, shuffled_doc},
    {"combinations", (PyCFunction)(void (*)(void))combinations, METH_FASTCALL, combinations_doc},
    {NULL, NULL, 0, NULL},
};

PyDoc_STRVAR(module_doc,
"Optional compiled kernels for trickcore's hot paths; see trickcore.native.");

static struct PyModuleDef speedups_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "trickcore._speedups",
    .m_doc = module_doc,
    .m_size = -1,
    .m_methods = module_methods,
};

/* The tp_new of a class whose __new__ is not a C type's: CPython gives every such class the same
 * one (its __new__ is looked up and called), learnt here from a class made for the purpose. */
static int
learn_python_defined_new(void)
{
    PyObject *body = Py_BuildValue("{sO}", "__new__", Py_None);
    PyObject *probe = body ? PyObject_CallFunction((PyObject *)&PyType_Type, "s()O", "_probe", body) : NULL;
    Py_XDECREF(body);
    if (probe == NULL) {
        return -1;
    }
    python_defined_new = ((PyTypeObject *)probe)->tp_new;
    Py_DECREF(probe);
    return 0;
}

PyMODINIT_FUNC
PyInit__speedups(void)
{
    if (PyType_Ready(&Builder_Type) < 0 || PyType_Ready(&Replacer_Type) < 0 || PyType_Ready(&CardKernel_Type) < 0
        || learn_python_defined_new() < 0) {
        return NULL;
    }
    PyObject *module = PyModule_Create(&speedups_module);
    if (module == NULL) {
        return NULL;
    }
    if (PyModule_AddObjectRef(module, "Builder", (PyObject *)&Builder_Type) < 0
        || PyModule_AddObjectRef(module, "Replacer", (PyObject *)&Replacer_Type) < 0
        || PyModule_AddObjectRef(module, "CardKernel", (PyObject *)&CardKernel_Type) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
