/*
 * trickcore._speedups: optional compiled kernels for the engines' hot paths.
 *
 * Every kernel here has a pure-Python twin that stays the reference (named in
 * each comment); trickcore uses this module only when it was built and
 * TRICKCORE_PURE_PYTHON is not set, and tests/core/test_native*.py check each
 * kernel against its twin. Nothing here knows any game: the kernels build
 * frozen slotted objects, take a card out of a seat's hand, pick the plays a
 * hand may make from tables the ruleset passes in, shuffle, sort cards, list
 * combinations, and solve a follow-suit point game open from tables (its search
 * state lives in C memory no Python code can reach; it reads only exact tuples of
 * exact ints in range and a well-formed position, and hands anything else to its twin).
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
#include <stdint.h>
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

/* --- The open-hand search of a follow-suit point game ------------------------------------------ */

/* points_solve(twin, hands, trick, to_act, leader, seats, next_seat, ally, suit, rank, points, strength,
 *              worth, bar, answers, binding, base):
 * the compiled trickcore.point_search.points_solve, step for step (the same values, line and node count).
 * The fast path takes only a well-formed position of exact tuples of exact ints in range (at most
 * 10 seats, cards below 64, at most two copies of a card in a hand, the seats to play forming one
 * rotation with the hand sizes that implies); anything else goes, whole, to `twin`. */

#define PS_SEATS 10
#define PS_CARDS 64
#define PS_INFINITY (1LL << 40)
#define PS_GOALS 8
#define PS_NO_MEMORY 1
#define PS_INTERRUPTED 2

typedef struct {
    uint64_t one[PS_SEATS], two[PS_SEATS]; /* cards held at least once, twice */
    int seat;
    int low, high, best;
    int used;
} PsEntry;

typedef struct {
    int players, seats;
    int next[PS_SEATS], ally[PS_SEATS];
    int suit[PS_CARDS], rank[PS_CARDS], points[PS_CARDS], strength[4][PS_CARDS], lead_power[PS_CARDS];
    int worth[PS_CARDS], bar[PS_CARDS], base;
    uint64_t answers[PS_CARDS], binding[PS_CARDS]; /* per key card: the cards that answer it, that it binds */
    unsigned char count[PS_SEATS][PS_CARDS];
    uint64_t one[PS_SEATS], two[PS_SEATS]; /* per seat, the cards held at least once, twice (kept with count) */
    int size[PS_SEATS];
    int trick[PS_SEATS], tricklen;
    long long nodes;
    long long guess; /* the last exact value found (-1: none yet), MTD(f)'s first guess */
    long long goals[PS_GOALS]; /* the totals asked about instead of exact values (ngoals 0: exact values) */
    int ngoals;
    PsEntry *table;
    size_t capacity, filled;
    int failed; /* PS_NO_MEMORY or PS_INTERRUPTED once the search must stop */
} PsSearch;

/* `seat` gives up one copy of `card` (its masks follow its count). */
static void
ps_remove(PsSearch *s, int seat, int card)
{
    uint64_t bit = (uint64_t)1 << card;
    if (s->count[seat][card]-- == 2) {
        s->two[seat] &= ~bit;
    }
    else {
        s->one[seat] &= ~bit;
    }
    s->size[seat]--;
}

/* `seat` takes back one copy of `card`. */
static void
ps_restore(PsSearch *s, int seat, int card)
{
    uint64_t bit = (uint64_t)1 << card;
    if (++s->count[seat][card] == 2) {
        s->two[seat] |= bit;
    }
    else {
        s->one[seat] |= bit;
    }
    s->size[seat]++;
}

static size_t
ps_hash(const uint64_t *one, const uint64_t *two, int players, int seat)
{
    uint64_t h = 0x9E3779B97F4A7C15ULL ^ (uint64_t)seat;
    for (int i = 0; i < players; i++) {
        h = (h ^ one[i]) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
        h = (h ^ two[i]) * 0x94D049BB133111EBULL;
        h ^= h >> 29;
    }
    return (size_t)h;
}

/* The slot of the key, empty or holding it (the table is never full: it grows at half). */
static PsEntry *
ps_slot(PsEntry *table, size_t capacity, const uint64_t *one, const uint64_t *two, int players, int seat)
{
    size_t at = ps_hash(one, two, players, seat) & (capacity - 1);
    for (;;) {
        PsEntry *entry = &table[at];
        if (!entry->used) {
            return entry;
        }
        if (entry->seat == seat && memcmp(entry->one, one, sizeof(uint64_t) * players) == 0
            && memcmp(entry->two, two, sizeof(uint64_t) * players) == 0) {
            return entry;
        }
        at = (at + 1) & (capacity - 1);
    }
}

static int
ps_grow(PsSearch *s)
{
    size_t capacity = s->capacity ? s->capacity * 2 : 1024;
    if (capacity > (size_t)PY_SSIZE_T_MAX / sizeof(PsEntry)) {
        return -1;
    }
    PsEntry *table = PyMem_Calloc(capacity, sizeof(PsEntry));
    if (table == NULL) {
        return -1;
    }
    for (size_t i = 0; i < s->capacity; i++) {
        PsEntry *old = &s->table[i];
        if (old->used) {
            *ps_slot(table, capacity, old->one, old->two, s->players, old->seat) = *old;
        }
    }
    PyMem_Free(s->table);
    s->table = table;
    s->capacity = capacity;
    return 0;
}

/* The strength of the card winning the trick so far, and its seat (of equal cards, the first). */
static int
ps_winner(const PsSearch *s, const int *trick, int len, int leader, int *seat)
{
    const int *power = s->strength[s->suit[trick[0]]];
    int best = power[trick[0]], at = leader;
    *seat = leader;
    for (int i = 1; i < len; i++) {
        at = s->next[at];
        if (power[trick[i]] > best) {
            best = power[trick[i]];
            *seat = at;
        }
    }
    return best;
}

static int
ps_last_trick(const PsSearch *s, int seat, int leader)
{
    int played[PS_SEATS], len = s->tricklen;
    memcpy(played, s->trick, sizeof(int) * len);
    if (len == 0) {
        leader = seat;
    }
    while (len < s->seats) {
        int card = 0;
        while (s->count[seat][card] == 0) {
            card++;
        }
        played[len++] = card;
        seat = s->next[seat];
    }
    int winner, total = s->base;
    ps_winner(s, played, len, leader, &winner);
    for (int i = 0; i < len; i++) {
        total += s->points[played[i]];
    }
    return s->ally[winner] ? total : 0;
}

/* Stable insertion sort of `cards` by two integer keys, the first ascending, then the second. */
static void
ps_sort(int *cards, int n, const long long *first, const long long *second)
{
    for (int i = 1; i < n; i++) {
        int card = cards[i], j = i - 1;
        while (j >= 0 && (first[cards[j]] > first[card] || (first[cards[j]] == first[card] && second[cards[j]] > second[card]))) {
            cards[j + 1] = cards[j];
            j--;
        }
        cards[j + 1] = card;
    }
}

/* The distinct legal cards of `seat`, merged as trickcore.solving.representatives merges them and in
 * trickcore.solving.search_order's order. */
static int
ps_moves(const PsSearch *s, int seat, int leader, int *moves)
{
    int n = 0;
    uint64_t hand = s->one[seat], legal = 0;
    if (s->tricklen) {
        int key = s->trick[0];
        if (s->bar[key] > 0) {
            for (int i = 0; i < s->tricklen; i++) {
                if (s->bar[s->trick[i]] > s->bar[key]) {
                    key = s->trick[i];
                }
            }
        }
        if (hand & s->binding[key]) {
            legal = hand & s->answers[key];
        }
    }
    if (legal == 0) {
        legal = hand;
    }
    for (int card = 0; card < PS_CARDS; card++) {
        if (legal >> card & 1) {
            moves[n++] = card;
        }
    }
    long long first[PS_CARDS], second[PS_CARDS];
    if (n > 1) {
        uint64_t out[4] = {0, 0, 0, 0};
        for (int other = 0; other < s->players; other++) {
            if (other == seat) {
                continue;
            }
            for (int card = 0; card < PS_CARDS; card++) {
                if (s->count[other][card]) {
                    out[s->suit[card]] |= (uint64_t)1 << s->rank[card];
                }
            }
        }
        for (int i = 0; i < s->tricklen; i++) {
            out[s->suit[s->trick[i]]] |= (uint64_t)1 << s->rank[s->trick[i]];
        }
        int ordered[PS_CARDS], stands[PS_CARDS];
        memcpy(ordered, moves, sizeof(int) * n);
        for (int i = 0; i < n; i++) {
            first[moves[i]] = s->suit[moves[i]];
            second[moves[i]] = -s->rank[moves[i]];
        }
        ps_sort(ordered, n, first, second);
        int previous = -1;
        for (int i = 0; i < n; i++) {
            int card = ordered[i];
            uint64_t between = (((uint64_t)2 << s->rank[previous < 0 ? card : previous]) - ((uint64_t)1 << s->rank[card]));
            if (previous >= 0 && s->suit[previous] == s->suit[card] && s->worth[previous] == s->worth[card]
                && !(out[s->suit[card]] & between)) {
                stands[card] = stands[previous];
            }
            else {
                stands[card] = card;
            }
            previous = card;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (stands[moves[i]] == moves[i]) {
                moves[kept++] = moves[i];
            }
        }
        n = kept;
    }
    if (s->tricklen == 0) {
        for (int i = 0; i < n; i++) {
            first[moves[i]] = -(long long)s->lead_power[moves[i]];
            second[moves[i]] = s->worth[moves[i]];
        }
    }
    else {
        int winning;
        int best = ps_winner(s, s->trick, s->tricklen, leader, &winning);
        const int *power = s->strength[s->suit[s->trick[0]]];
        int ally = s->ally[winning] == s->ally[seat];
        for (int i = 0; i < n; i++) {
            int card = moves[i];
            if (ally) {
                first[card] = -(long long)s->worth[card];
                second[card] = power[card];
            }
            else {
                first[card] = power[card] <= best;
                second[card] = power[card] > best ? power[card] : s->worth[card];
            }
        }
    }
    ps_sort(moves, n, first, second);
    return n;
}

static long long
ps_value(PsSearch *s, int seat, int leader, long long left, long long alpha, long long beta)
{
    s->nodes++;
    if ((s->nodes & 0xFFFF) == 0 && PyErr_CheckSignals() < 0) {
        s->failed = PS_INTERRUPTED; /* a signal handler raised (Ctrl-C, an alarm): the search stops with it */
        return 0;
    }
    int total = s->tricklen;
    for (int i = 0; i < s->players; i++) {
        total += s->size[i];
    }
    if (s->size[seat] == 1 && total == s->seats) {
        return ps_last_trick(s, seat, leader);
    }
    long long low = 0, high = left;
    int first = -1;
    uint64_t one[PS_SEATS], two[PS_SEATS];
    int keyed = s->tricklen == 0;
    if (keyed) {
        memcpy(one, s->one, sizeof(uint64_t) * s->players);
        memcpy(two, s->two, sizeof(uint64_t) * s->players);
        PsEntry *entry = ps_slot(s->table, s->capacity, one, two, s->players, seat);
        if (entry->used) {
            if (entry->low > low) {
                low = entry->low;
            }
            if (entry->high < high) {
                high = entry->high;
            }
            first = entry->best;
        }
    }
    if (low >= high || low >= beta) {
        return low;
    }
    if (high <= alpha) {
        return high;
    }
    if (low > alpha) {
        alpha = low;
    }
    if (high < beta) {
        beta = high;
    }
    int moves[PS_CARDS];
    int n = ps_moves(s, seat, leader, moves);
    for (int i = 1; i < n; i++) {
        if (moves[i] == first) {
            memmove(moves + 1, moves, sizeof(int) * i);
            moves[0] = first;
            break;
        }
    }
    int maximising = s->ally[seat];
    if (s->tricklen == s->seats - 1) {
        /* Enhanced transposition cutoff: every move ends the trick; a position it leads to may be in the
         * table with a bound that settles this one (the twin's loop, in its order). */
        uint64_t after_one[PS_SEATS], after_two[PS_SEATS];
        memcpy(after_one, s->one, sizeof(uint64_t) * s->players);
        memcpy(after_two, s->two, sizeof(uint64_t) * s->players);
        int lead = s->tricklen == 0 ? seat : leader;
        for (int i = 0; i < n; i++) {
            int card = moves[i], winner, taken = s->base;
            uint64_t bit = (uint64_t)1 << card, keep_one = after_one[seat], keep_two = after_two[seat];
            if (s->count[seat][card] >= 2) {
                after_two[seat] &= ~bit;
            }
            else {
                after_one[seat] &= ~bit;
            }
            s->trick[s->tricklen] = card;
            ps_winner(s, s->trick, s->tricklen + 1, lead, &winner);
            for (int j = 0; j <= s->tricklen; j++) {
                taken += s->points[s->trick[j]];
            }
            PsEntry *entry = ps_slot(s->table, s->capacity, after_one, after_two, s->players, winner);
            after_one[seat] = keep_one;
            after_two[seat] = keep_two;
            if (entry->used) {
                long long gain = s->ally[winner] ? taken : 0;
                if (maximising && gain + entry->low >= beta) {
                    return gain + entry->low;
                }
                if (!maximising && gain + entry->high <= alpha) {
                    return gain + entry->high;
                }
            }
        }
    }
    long long window_low = alpha, window_high = beta;
    int best_move = moves[0];
    long long best = maximising ? -PS_INFINITY : PS_INFINITY;
    for (int i = 0; i < n && !s->failed; i++) {
        int card = moves[i];
        /* play it */
        ps_remove(s, seat, card);
        int saved[PS_SEATS], savedlen = s->tricklen;
        memcpy(saved, s->trick, sizeof(int) * savedlen);
        int lead = savedlen == 0 ? seat : leader;
        s->trick[s->tricklen++] = card;
        long long result;
        if (s->tricklen < s->seats) {
            result = ps_value(s, s->next[seat], lead, left, alpha, beta);
        }
        else {
            int winner, taken = s->base;
            ps_winner(s, s->trick, s->tricklen, lead, &winner);
            for (int j = 0; j < s->tricklen; j++) {
                taken += s->points[s->trick[j]];
            }
            long long gain = s->ally[winner] ? taken : 0;
            s->tricklen = 0;
            result = gain + ps_value(s, winner, winner, left - taken, alpha - gain, beta - gain);
        }
        /* take it back */
        s->tricklen = savedlen;
        memcpy(s->trick, saved, sizeof(int) * savedlen);
        ps_restore(s, seat, card);
        if (maximising) {
            if (result > best) {
                best = result;
                best_move = card;
                if (best >= beta) {
                    break;
                }
                if (best > alpha) {
                    alpha = best;
                }
            }
        }
        else if (result < best) {
            best = result;
            best_move = card;
            if (best <= alpha) {
                break;
            }
            if (best < beta) {
                beta = best;
            }
        }
    }
    if (keyed && !s->failed) {
        if (best <= window_low) {
            if (best < high) {
                high = best;
            }
        }
        else if (best >= window_high) {
            if (best > low) {
                low = best;
            }
        }
        else {
            low = high = best;
        }
        if (2 * (s->filled + 1) > s->capacity && ps_grow(s) < 0) {
            s->failed = PS_NO_MEMORY;
            return best;
        }
        PsEntry *entry = ps_slot(s->table, s->capacity, one, two, s->players, seat);
        if (!entry->used) {
            s->filled++;
            entry->used = 1;
            memcpy(entry->one, one, sizeof(uint64_t) * s->players);
            memcpy(entry->two, two, sizeof(uint64_t) * s->players);
            entry->seat = seat;
        }
        entry->low = (int)low;
        entry->high = (int)high;
        entry->best = best_move;
    }
    return best;
}

/* An exact int in [low, high] read from `item` into *value; 0 if it is anything else. */
static int
ps_int(PyObject *item, long low, long high, int *value)
{
    if (!PyLong_CheckExact(item) && !PyBool_Check(item)) {
        return 0;
    }
    int overflow = 0;
    long v = PyLong_AsLongAndOverflow(item, &overflow);
    if (overflow || v < low || v > high) {
        PyErr_Clear();
        return 0;
    }
    *value = (int)v;
    return 1;
}

/* An exact tuple of `n` exact ints in [low, high] into `values` (n = -1: any length up to `most`). */
static int
ps_ints(PyObject *tuple, Py_ssize_t n, Py_ssize_t most, long low, long high, int *values, int *length)
{
    if (!PyTuple_CheckExact(tuple)) {
        return 0;
    }
    Py_ssize_t size = PyTuple_GET_SIZE(tuple);
    if ((n >= 0 && size != n) || size > most) {
        return 0;
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        if (!ps_int(PyTuple_GET_ITEM(tuple, i), low, high, &values[i])) {
            return 0;
        }
    }
    if (length != NULL) {
        *length = (int)size;
    }
    return 1;
}

/* An exact tuple of 64 exact ints in [0, 2**64) into `masks`; 0 if it is anything else. */
static int
ps_masks(PyObject *tuple, uint64_t *masks)
{
    if (!PyTuple_CheckExact(tuple) || PyTuple_GET_SIZE(tuple) != PS_CARDS) {
        return 0;
    }
    for (Py_ssize_t i = 0; i < PS_CARDS; i++) {
        PyObject *item = PyTuple_GET_ITEM(tuple, i);
        if (!PyLong_CheckExact(item)) {
            return 0;
        }
        unsigned long long value = PyLong_AsUnsignedLongLong(item);
        if (value == (unsigned long long)-1 && PyErr_Occurred()) {
            PyErr_Clear();
            return 0;
        }
        masks[i] = (uint64_t)value;
    }
    return 1;
}

/* Reads `goals` (an exact tuple of at most PS_GOALS exact ints within 2**30 either way) into `s`; 0 if not. */
static int
ps_goals(PsSearch *s, PyObject *goals)
{
    int values[PS_GOALS];
    if (!ps_ints(goals, -1, PS_GOALS, -(1L << 30), 1L << 30, values, &s->ngoals)) {
        return 0;
    }
    for (int i = 0; i < s->ngoals; i++) {
        s->goals[i] = values[i];
    }
    return 1;
}

/* Reads the arguments into `s`; 0 if they are not the fast path's (then the twin answers). */
static int
ps_read(PsSearch *s, PyObject *const *args, int *to_act, int *leader)
{
    PyObject *hands = args[0];
    if (!PyTuple_CheckExact(hands) || PyTuple_GET_SIZE(hands) < 1 || PyTuple_GET_SIZE(hands) > PS_SEATS) {
        return 0;
    }
    s->players = (int)PyTuple_GET_SIZE(hands);
    for (int seat = 0; seat < s->players; seat++) {
        int cards[PS_CARDS * 2], n;
        if (!ps_ints(PyTuple_GET_ITEM(hands, seat), -1, PS_CARDS * 2, 0, PS_CARDS - 1, cards, &n)) {
            return 0;
        }
        for (int i = 0; i < n; i++) {
            if (s->count[seat][cards[i]] == 2) {
                return 0;
            }
            ps_restore(s, seat, cards[i]);
        }
    }
    if (!ps_ints(args[1], -1, PS_SEATS - 1, 0, PS_CARDS - 1, s->trick, &s->tricklen)
        || !ps_int(args[2], 0, s->players - 1, to_act) || !ps_int(args[3], 0, s->players - 1, leader)
        || !ps_int(args[4], 1, s->players, &s->seats) || s->tricklen >= s->seats
        || !ps_ints(args[5], s->players, PS_SEATS, 0, s->players - 1, s->next, NULL)
        || !ps_ints(args[6], s->players, PS_SEATS, 0, 1, s->ally, NULL)
        || !ps_ints(args[7], PS_CARDS, PS_CARDS, 0, 3, s->suit, NULL)
        || !ps_ints(args[8], PS_CARDS, PS_CARDS, 0, 30, s->rank, NULL)
        || !ps_ints(args[9], PS_CARDS, PS_CARDS, 0, 1000, s->points, NULL)) {
        return 0;
    }
    PyObject *strength = args[10];
    if (!PyTuple_CheckExact(strength) || PyTuple_GET_SIZE(strength) != 4) {
        return 0;
    }
    for (int led = 0; led < 4; led++) {
        if (!ps_ints(PyTuple_GET_ITEM(strength, led), PS_CARDS, PS_CARDS, -(1L << 30), 1L << 30, s->strength[led], NULL)) {
            return 0;
        }
    }
    if (!ps_ints(args[11], PS_CARDS, PS_CARDS, 0, 1L << 30, s->worth, NULL)
        || !ps_ints(args[12], PS_CARDS, PS_CARDS, 0, 1L << 30, s->bar, NULL)
        || !ps_masks(args[13], s->answers) || !ps_masks(args[14], s->binding) || !ps_int(args[15], 0, 1000, &s->base)) {
        return 0;
    }
    for (int card = 0; card < PS_CARDS; card++) {
        s->lead_power[card] = s->strength[s->suit[card]][card];
    }
    /* The seats to play: one rotation of `seats` seats from the leader; the first `tricklen` of them have
     * played to this trick, so hold one card fewer than the rest, and `to_act` is next; all others hold none. */
    int on[PS_SEATS] = {0}, at = *leader, most = -1;
    for (int i = 0; i < s->seats; i++) {
        if (on[at]) {
            return 0;
        }
        on[at] = 1;
        int expected = i < s->tricklen ? 1 : 0;
        if (most < 0) {
            most = s->size[at] + expected;
        }
        if (s->size[at] + expected != most || (i == s->tricklen && at != *to_act)) {
            return 0;
        }
        at = s->next[at];
    }
    if (at != *leader || most < 1 || (s->tricklen == 0 && *to_act != *leader)) {
        return 0;
    }
    for (int seat = 0; seat < s->players; seat++) {
        if (!on[seat] && s->size[seat]) {
            return 0;
        }
    }
    return 1;
}

/* Plays `card` for `seat` (the trick led by `leader`): the seat to act after it, the leader, and the points
 * a completed trick took and by whom (-1 while the trick goes on); `undo` keeps what ps_take_back restores. */
typedef struct {
    int saved[PS_SEATS], savedlen;
} PsUndo;

static void
ps_play(PsSearch *s, int seat, int leader, int card, int *to_act, int *lead, int *taken, int *taker, PsUndo *undo)
{
    undo->savedlen = s->tricklen;
    memcpy(undo->saved, s->trick, sizeof(int) * s->tricklen);
    ps_remove(s, seat, card);
    int first = s->tricklen == 0 ? seat : leader;
    s->trick[s->tricklen++] = card;
    if (s->tricklen < s->seats) {
        *to_act = s->next[seat];
        *lead = first;
        *taken = 0;
        *taker = -1;
        return;
    }
    int winner, total = s->base;
    ps_winner(s, s->trick, s->tricklen, first, &winner);
    for (int i = 0; i < s->tricklen; i++) {
        total += s->points[s->trick[i]];
    }
    s->tricklen = 0;
    *to_act = *lead = winner;
    *taken = total;
    *taker = winner;
}

static void
ps_take_back(PsSearch *s, int seat, int card, const PsUndo *undo)
{
    s->tricklen = undo->savedlen;
    memcpy(s->trick, undo->saved, sizeof(int) * undo->savedlen);
    ps_restore(s, seat, card);
}

/* The points still out (the cards' and a base per trick left): the twin's _Search.left. */
static long long
ps_left(PsSearch *s)
{
    long long left = 0;
    for (int other = 0; other < s->players; other++) {
        for (int card = 0; card < PS_CARDS; card++) {
            left += (long long)s->count[other][card] * s->points[card];
        }
    }
    int cards = s->tricklen;
    for (int i = 0; i < s->tricklen; i++) {
        left += s->points[s->trick[i]];
    }
    for (int other = 0; other < s->players; other++) {
        cards += s->size[other];
    }
    left += (long long)s->base * (cards / s->seats);
    return left;
}

/* The side's exact points still to earn (0 once the hand is over): the twin's _Search.exact (MTD(f)). */
static long long
ps_exact(PsSearch *s, int seat, int leader)
{
    if (s->size[seat] == 0) {
        return 0;
    }
    long long left = ps_left(s);
    long long low = 0, high = left, ask = s->guess >= 0 ? s->guess : (left + 1) / 2;
    while (low < high && !s->failed) {
        ask = ask < low + 1 ? low + 1 : ask > high ? high : ask;
        long long result = ps_value(s, seat, leader, left, ask - 1, ask);
        if (result >= ask) {
            low = result;
            ask = result + 1;
        }
        else {
            high = ask = result;
        }
    }
    s->guess = low;
    return low;
}

/* How many of `goals` (less `shift`) the side's points still to earn reach, the first failing one ending the
 * count: the twin's _Search.reached (one null-window probe a goal). */
static long long
ps_reached(PsSearch *s, int seat, int leader, long long shift)
{
    long long left = s->size[seat] == 0 ? 0 : ps_left(s), reached = 0;
    for (int i = 0; i < s->ngoals && !s->failed; i++) {
        long long ask = s->goals[i] - shift;
        if (ask > 0 && (ask > left || ps_value(s, seat, leader, left, ask - 1, ask) < ask)) {
            break;
        }
        reached++;
    }
    return reached;
}

/* A root move's value (or a line's move): exact, or with goals how many it reaches. */
static long long
ps_worth_of(PsSearch *s, int seat, int leader, long long gain, long long shift)
{
    if (s->ngoals > 0) {
        return ps_reached(s, seat, leader, shift + gain);
    }
    return gain + ps_exact(s, seat, leader);
}

PyDoc_STRVAR(points_solve_doc,
"points_solve(twin, hands, trick, to_act, leader, seats, next_seat, ally, suit, rank, points, strength,\n"
"             worth, bar, answers, binding, base, goals=())\n"
"--\n\n"
"trickcore.point_search.points_solve compiled: (values, line, nodes); other input goes to twin.");

static PyObject *
points_solve(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    if (nargs < 1) {
        PyErr_SetString(PyExc_TypeError, "points_solve takes its twin first");
        return NULL;
    }
    if ((nargs != 17 && nargs != 18) || kwnames != NULL) {
        return PyObject_Vectorcall(args[0], args + 1, (size_t)(nargs - 1), kwnames);
    }
    PsSearch *s = PyMem_Calloc(1, sizeof(PsSearch));
    if (s == NULL) {
        return PyErr_NoMemory();
    }
    s->guess = -1;
    int to_act, leader;
    if (!ps_read(s, args + 1, &to_act, &leader) || (nargs == 18 && !ps_goals(s, args[17]))) {
        PyMem_Free(s);
        return PyObject_Vectorcall(args[0], args + 1, (size_t)(nargs - 1), NULL);
    }
    if (ps_grow(s) < 0) {
        PyMem_Free(s);
        return PyErr_NoMemory();
    }
    int moves[PS_CARDS], n = s->size[to_act] ? ps_moves(s, to_act, leader, moves) : 0;
    long long values[PS_CARDS];
    int line[PS_SEATS * PS_CARDS * 2], length = 0;
    for (int i = 0; i < n && !s->failed; i++) {
        int seat, lead, taken, taker;
        PsUndo undo;
        ps_play(s, to_act, leader, moves[i], &seat, &lead, &taken, &taker, &undo);
        long long gain = taker >= 0 && s->ally[taker] ? taken : 0;
        values[i] = ps_worth_of(s, seat, lead, gain, 0);
        ps_take_back(s, to_act, moves[i], &undo);
    }
    if (n > 0 && !s->failed) {
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (s->ally[to_act] ? values[i] > values[best] : values[i] < values[best]) {
                best = i;
            }
        }
        int seat = to_act, lead = leader, taken, taker;
        PsUndo undo;
        ps_play(s, seat, lead, moves[best], &seat, &lead, &taken, &taker, &undo);
        line[length++] = moves[best];
        long long first = taker >= 0 && s->ally[taker] ? taken : 0;
        /* exact values: what is left to earn; with goals: the goals' count, each goal less what is taken */
        long long rest = s->ngoals > 0 ? values[best] : values[best] - first, shift = s->ngoals > 0 ? first : 0;
        while (s->size[seat] > 0 && !s->failed) {
            int options[PS_CARDS], count = ps_moves(s, seat, lead, options), kept = 0;
            for (int i = 0; i < count && !s->failed; i++) {
                int following, next_lead;
                ps_play(s, seat, lead, options[i], &following, &next_lead, &taken, &taker, &undo);
                long long gain = taker >= 0 && s->ally[taker] ? taken : 0;
                if (ps_worth_of(s, following, next_lead, gain, shift) == rest) {
                    line[length++] = options[i];
                    seat = following;
                    lead = next_lead;
                    if (s->ngoals > 0) {
                        shift += gain;
                    }
                    else {
                        rest -= gain;
                    }
                    kept = 1;
                    break;
                }
                ps_take_back(s, seat, options[i], &undo);
            }
            if (!kept && !s->failed) {
                PyMem_Free(s->table);
                PyMem_Free(s);
                PyErr_SetString(PyExc_AssertionError, "no move keeps the value");
                return NULL;
            }
        }
    }
    int failed = s->failed;
    long long nodes = s->nodes;
    PyMem_Free(s->table);
    PyMem_Free(s);
    if (failed == PS_INTERRUPTED) {
        return NULL;
    }
    if (failed) {
        return PyErr_NoMemory();
    }
    PyObject *pairs = PyTuple_New(n), *played = PyTuple_New(length);
    if (pairs == NULL || played == NULL) {
        Py_XDECREF(pairs);
        Py_XDECREF(played);
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        PyObject *pair = Py_BuildValue("(iL)", moves[i], values[i]);
        if (pair == NULL) {
            Py_DECREF(pairs);
            Py_DECREF(played);
            return NULL;
        }
        PyTuple_SET_ITEM(pairs, i, pair);
    }
    for (int i = 0; i < length; i++) {
        PyObject *card = PyLong_FromLong(line[i]);
        if (card == NULL) {
            Py_DECREF(pairs);
            Py_DECREF(played);
            return NULL;
        }
        PyTuple_SET_ITEM(played, i, card);
    }
    return Py_BuildValue("(NNL)", pairs, played, nodes);
}

/* --- The module ------------------------------------------------------------------------ */

static PyMethodDef module_methods[] = {
    {"shuffled", (PyCFunction)(void (*)(void))shuffled, METH_FASTCALL, shuffled_doc},
    {"combinations", (PyCFunction)(void (*)(void))combinations, METH_FASTCALL, combinations_doc},
    {"points_solve", (PyCFunction)(void (*)(void))points_solve, METH_FASTCALL | METH_KEYWORDS, points_solve_doc},
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
