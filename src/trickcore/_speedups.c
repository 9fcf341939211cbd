/*
 * trickcore._speedups: optional compiled kernels for the engines' hot paths.
 *
 * Every kernel here has a pure-Python twin that stays the reference (named in
 * each comment); trickcore uses this module only when it was built and
 * TRICKCORE_PURE_PYTHON is not set, and tests/core/test_native.py checks each
 * kernel against its twin. Nothing here knows any game: the kernels build
 * frozen slotted objects, take a card out of a seat's hand, pick the plays a
 * hand may make from tables the ruleset passes in, shuffle, sort cards and list
 * combinations.
 *
 * Safety: a kernel reads an object's slots by offset only after checking the
 * object's exact type, and checks every index against the table it reads, so
 * no argument can make it touch memory it does not own; a wrong argument
 * raises TypeError, ValueError or IndexError.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <math.h>
#include <stddef.h>

#ifndef Py_T_OBJECT_EX
#define Py_T_OBJECT_EX T_OBJECT_EX
#endif
#ifndef Py_READONLY
#define Py_READONLY READONLY
#endif

#define SLOT(obj, offset) (*(PyObject **)((char *)(obj) + (offset)))

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

/* Whether instances of `cls` can be made by its tp_alloc and filled slot by slot. */
static int
check_buildable(PyTypeObject *cls)
{
    if (cls->tp_dictoffset != 0 || cls->tp_itemsize != 0 || cls->tp_alloc == NULL) {
        PyErr_Format(PyExc_TypeError, "%.100s is not a fully slotted class of fixed size", cls->tp_name);
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
    PyTypeObject *cls;
    Py_ssize_t ncopied, nfilled, ncleared;
    Py_ssize_t *copied, *filled, *cleared;
    Py_ssize_t link;  /* the slot that gets the source object itself, or -1 */
    Py_ssize_t count; /* the int slot that gets the source's value + 1, or -1 */
} MakerObject;

static PyTypeObject Builder_Type;

/* A new instance of the maker's class with the `filled` slots set from `values` and the
 * `cleared` ones to None; the other slots are left empty (NULL) for the caller to fill. */
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
    PyObject *counted = NULL;
    if (self->count >= 0) {
        PyObject *before = SLOT(source, self->count);
        if (before == NULL || !PyLong_CheckExact(before)) {
            PyErr_SetString(PyExc_TypeError, "the counted slot does not hold an int");
            return NULL;
        }
        Py_ssize_t value = PyLong_AsSsize_t(before);
        if (value == -1 && PyErr_Occurred()) {
            return NULL;
        }
        if (value == PY_SSIZE_T_MAX) {
            PyErr_SetString(PyExc_OverflowError, "the counted slot is at its largest");
            return NULL;
        }
        counted = PyLong_FromSsize_t(value + 1);
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
        SLOT(obj, self->copied[i]) = Py_XNewRef(SLOT(source, self->copied[i]));
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

static int
maker_clear(MakerObject *self)
{
    Py_CLEAR(self->cls);
    return 0;
}

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
"``cleared`` set to None. No ``__init__`` runs and nothing is checked.");

PyDoc_STRVAR(replacer_doc,
"Replacer(cls, copied, replaced, cleared, link=None, count=None)\n--\n\n"
"``replacer(obj, *values)``: a new instance of ``cls`` (``obj`` must be exactly one)\n"
"with the slots of ``copied`` taken from ``obj``, those of ``replaced`` set to the\n"
"values in order, those of ``cleared`` set to None, the slot ``link`` (if any) set\n"
"to ``obj`` itself and the int slot ``count`` (if any) to ``obj``'s value plus one.");

#define MAKER_TYPE(NAME, DOC, NEW)                                                                   \
    {                                                                                                \
        PyVarObject_HEAD_INIT(NULL, 0).tp_name = "trickcore._speedups." NAME,                        \
        .tp_basicsize = sizeof(MakerObject),                                                         \
        .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,            \
        .tp_doc = DOC, .tp_new = NEW, .tp_dealloc = (destructor)maker_dealloc,                       \
        .tp_traverse = (traverseproc)maker_traverse, .tp_clear = (inquiry)maker_clear,               \
        .tp_repr = (reprfunc)maker_repr, .tp_call = PyVectorcall_Call,                               \
        .tp_vectorcall_offset = offsetof(MakerObject, vectorcall),                                   \
    }

static PyTypeObject Builder_Type = MAKER_TYPE("Builder", builder_doc, builder_new);
static PyTypeObject Replacer_Type = MAKER_TYPE("Replacer", replacer_doc, replacer_new);

/* --- Hands (twin: hands.hands_after_play) ------------------------------------- */

PyDoc_STRVAR(hands_after_play_doc,
"hands_after_play(hands, seat, card)\n--\n\n"
"The tuple of hands after ``seat`` plays its first copy of ``card``; the other hands\n"
"are shared. ValueError if the seat does not hold the card.");

static PyObject *
hands_after_play(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "hands_after_play takes 3 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *hands = args[0], *card = args[2];
    if (!PyTuple_Check(hands)) {
        PyErr_Format(PyExc_TypeError, "hands must be a tuple, not %.100s", Py_TYPE(hands)->tp_name);
        return NULL;
    }
    Py_ssize_t seats = PyTuple_GET_SIZE(hands);
    Py_ssize_t seat = PyNumber_AsSsize_t(args[1], PyExc_IndexError);
    if (seat == -1 && PyErr_Occurred()) {
        return NULL;
    }
    if (seat < 0) {
        seat += seats;
    }
    if (seat < 0 || seat >= seats) {
        PyErr_SetString(PyExc_IndexError, "tuple index out of range");
        return NULL;
    }
    PyObject *hand = PyTuple_GET_ITEM(hands, seat);
    if (!PyTuple_Check(hand)) {
        PyErr_Format(PyExc_TypeError, "a hand must be a tuple, not %.100s", Py_TYPE(hand)->tp_name);
        return NULL;
    }
    Py_ssize_t size = PyTuple_GET_SIZE(hand);
    Py_ssize_t position = -1;
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *held = PyTuple_GET_ITEM(hand, i);
        int same = held == card ? 1 : PyObject_RichCompareBool(held, card, Py_EQ);
        if (same < 0) {
            return NULL;
        }
        if (same) {
            position = i;
            break;
        }
    }
    if (position < 0) {
        PyErr_SetString(PyExc_ValueError, "tuple.index(x): x not in tuple");
        return NULL;
    }
    PyObject *left = PyTuple_New(size - 1);
    if (left == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0, j = 0; i < size; i++) {
        if (i != position) {
            PyObject *held = PyTuple_GET_ITEM(hand, i);
            Py_INCREF(held);
            PyTuple_SET_ITEM(left, j++, held);
        }
    }
    PyObject *result = PyTuple_New(seats);
    if (result == NULL) {
        Py_DECREF(left);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < seats; i++) {
        PyObject *item = i == seat ? left : PyTuple_GET_ITEM(hands, i);
        if (i != seat) {
            Py_INCREF(item);
        }
        PyTuple_SET_ITEM(result, i, item);
    }
    return result;
}

/* --- Cards: kernels that read a card's index (twins in following.py, tricks.py, cards.py) --- */

typedef struct {
    PyObject_HEAD
    PyTypeObject *card_type;
    Py_ssize_t index_offset;
    PyObject *index_name;
    PyTypeObject *play_type; /* the type of a card played to a trick, or NULL */
    Py_ssize_t card_offset;  /* its slot holding the card */
    PyObject *card_name;
} CardKernelObject;

/*
 * The index of `card`, or -1 with an exception set. A card_type object's index is read
 * from its slot; anything else's through its attribute, as Python would (so the kernels
 * answer like their twins for any object; an index must be a non-negative int).
 */
static Py_ssize_t
card_index(CardKernelObject *self, PyObject *card)
{
    PyObject *index;
    if (Py_TYPE(card) == self->card_type) {
        index = SLOT(card, self->index_offset);
        if (index == NULL) {
            PyErr_SetString(PyExc_AttributeError, "a card without an index");
            return -1;
        }
        Py_INCREF(index);
    }
    else {
        index = PyObject_GetAttr(card, self->index_name);
        if (index == NULL) {
            return -1;
        }
    }
    Py_ssize_t value = PyLong_Check(index) ? PyLong_AsSsize_t(index) : -2;
    Py_DECREF(index);
    if (value < 0 && !PyErr_Occurred()) {
        PyErr_SetString(PyExc_TypeError, "a card's index must be a non-negative int");
    }
    return value < 0 ? -1 : value;
}

/* The index of the card of `play`, or -1 with an exception set (the same fallback as card_index). */
static Py_ssize_t
play_index(CardKernelObject *self, PyObject *play)
{
    if (self->play_type == NULL) {
        PyErr_SetString(PyExc_TypeError, "this kernel was made without a play type");
        return -1;
    }
    if (Py_TYPE(play) == self->play_type) {
        PyObject *card = SLOT(play, self->card_offset);
        if (card == NULL) {
            PyErr_SetString(PyExc_AttributeError, "a play without a card");
            return -1;
        }
        return card_index(self, card);
    }
    PyObject *card = PyObject_GetAttr(play, self->card_name);
    if (card == NULL) {
        return -1;
    }
    Py_ssize_t index = card_index(self, card);
    Py_DECREF(card);
    return index;
}

/* Whether the table (a tuple of flags) marks `index`: 1, 0, or -1 with an exception set. */
static int
marked(PyObject *table, Py_ssize_t index)
{
    if (index >= PyTuple_GET_SIZE(table)) {
        PyErr_SetString(PyExc_IndexError, "card index out of the table's range");
        return -1;
    }
    PyObject *flag = PyTuple_GET_ITEM(table, index);
    if (flag == Py_True) {
        return 1;
    }
    return flag == Py_False ? 0 : PyObject_IsTrue(flag);
}

static int
check_tables(PyObject *binding, PyObject *answers)
{
    if ((binding != Py_None && !PyTuple_Check(binding)) || (answers != Py_None && !PyTuple_Check(answers))) {
        PyErr_SetString(PyExc_TypeError, "the binding and answering tables must be tuples or None");
        return -1;
    }
    if (binding != Py_None && answers == Py_None) {
        PyErr_SetString(PyExc_TypeError, "answers may be None only when binding is");
        return -1;
    }
    return 0;
}

/* Whether some of the `size` cards is marked in `binding`: 1, 0, or -1 with an exception set. */
static int
holds_binding(CardKernelObject *self, PyObject **cards, Py_ssize_t size, PyObject *binding)
{
    for (Py_ssize_t i = 0; i < size; i++) {
        Py_ssize_t index = card_index(self, cards[i]);
        if (index < 0) {
            return -1;
        }
        int mark = marked(binding, index);
        if (mark != 0) {
            return mark;
        }
    }
    return 0;
}

/* The item of a sequence (a tuple or list made by PySequence_Fast) at `index`, borrowed, or NULL. */
static PyObject *
item_at(PyObject *items, Py_ssize_t index)
{
    if (index >= PySequence_Fast_GET_SIZE(items)) {
        PyErr_SetString(PyExc_IndexError, "card index out of the table's range");
        return NULL;
    }
    return PySequence_Fast_GET_ITEM(items, index);
}

PyDoc_STRVAR(choose_plays_doc,
"choose_plays(hand, plays, binding, answers, distinct)\n--\n\n"
"The plays a hand may make, in hand order: ``plays[card.index]`` for each card of\n"
"``hand`` flagged in ``answers`` (a tuple by card index) if the hand holds a card flagged\n"
"in ``binding``, else for every card (also when ``binding`` is None). With\n"
"``distinct``, a card the same as the one chosen just before is skipped.");

static PyObject *
choose_plays(PyObject *op, PyObject *const *args, Py_ssize_t nargs)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (nargs != 5) {
        PyErr_Format(PyExc_TypeError, "choose_plays takes 5 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *binding = args[2], *answers = args[3];
    if (check_tables(binding, answers) < 0) {
        return NULL;
    }
    int distinct = PyObject_IsTrue(args[4]);
    if (distinct < 0) {
        return NULL;
    }
    PyObject *hand = PySequence_Fast(args[0], "the hand must be a sequence of cards");
    if (hand == NULL) {
        return NULL;
    }
    PyObject *plays = PySequence_Fast(args[1], "the plays must be a sequence");
    if (plays == NULL) {
        Py_DECREF(hand);
        return NULL;
    }
    PyObject **cards = PySequence_Fast_ITEMS(hand);
    Py_ssize_t size = PySequence_Fast_GET_SIZE(hand), count = 0;
    PyObject *chosen[64];
    PyObject **picked = size <= 64 ? chosen : PyMem_New(PyObject *, size);
    PyObject *previous = NULL, *result = NULL;
    int restricted = 0;
    if (picked == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    if (binding != Py_None) {
        restricted = holds_binding(self, cards, size, binding);
        if (restricted < 0) {
            goto done;
        }
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *card = cards[i];
        Py_ssize_t index = card_index(self, card);
        if (index < 0) {
            goto done;
        }
        if (restricted) {
            int mark = marked(answers, index);
            if (mark < 0) {
                goto done;
            }
            if (!mark) {
                continue;
            }
        }
        if (distinct && card == previous) {
            continue;
        }
        PyObject *play = item_at(plays, index);
        if (play == NULL) {
            goto done;
        }
        picked[count++] = play;
        previous = card;
    }
    result = PyTuple_New(count);
    if (result != NULL) {
        for (Py_ssize_t i = 0; i < count; i++) {
            Py_INCREF(picked[i]);
            PyTuple_SET_ITEM(result, i, picked[i]);
        }
    }
done:
    if (picked != chosen) {
        PyMem_Free(picked);
    }
    Py_DECREF(plays);
    Py_DECREF(hand);
    return result;
}

PyDoc_STRVAR(allows_doc,
"allows(hand, card, binding, answers)\n--\n\n"
"Whether ``card`` is held in ``hand`` and among its :meth:`choose_plays`: marked in\n"
"``answers``, or ``binding`` is None, or the hand holds no card marked in ``binding``.");

static PyObject *
allows(PyObject *op, PyObject *const *args, Py_ssize_t nargs)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (nargs != 4) {
        PyErr_Format(PyExc_TypeError, "allows takes 4 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *card = args[1], *binding = args[2], *answers = args[3];
    if (check_tables(binding, answers) < 0) {
        return NULL;
    }
    PyObject *hand = PySequence_Fast(args[0], "the hand must be a sequence of cards");
    if (hand == NULL) {
        return NULL;
    }
    PyObject **cards = PySequence_Fast_ITEMS(hand);
    Py_ssize_t size = PySequence_Fast_GET_SIZE(hand);
    PyObject *result = NULL;
    /* `card in hand`: a card is held when the very object is; other objects compare as Python does. */
    int held = 0;
    int is_card = Py_TYPE(card) == self->card_type;
    for (Py_ssize_t i = 0; i < size && !held; i++) {
        if (cards[i] == card) {
            held = 1;
        }
        else if (!is_card || Py_TYPE(cards[i]) != self->card_type) {
            held = PyObject_RichCompareBool(cards[i], card, Py_EQ); /* two distinct cards are never equal */
            if (held < 0) {
                goto done;
            }
        }
    }
    if (!held || binding == Py_None) {
        result = PyBool_FromLong(held);
        goto done;
    }
    Py_ssize_t index = card_index(self, card);
    if (index < 0) {
        goto done;
    }
    int mark = marked(answers, index);
    if (mark < 0) {
        goto done;
    }
    if (mark) {
        result = Py_NewRef(Py_True);
        goto done;
    }
    int bound = holds_binding(self, cards, size, binding);
    if (bound >= 0) {
        result = PyBool_FromLong(!bound);
    }
done:
    Py_DECREF(hand);
    return result;
}

PyDoc_STRVAR(sort_cards_doc,
"sort_cards(cards)\n--\n\n"
"Cards (any iterable) as a tuple in canonical order: by index, stable.");

static PyObject *
sort_cards(PyObject *op, PyObject *cards)
{
    CardKernelObject *self = (CardKernelObject *)op;
    PyObject *items = PySequence_Fast(cards, "sort_cards takes an iterable of cards");
    if (items == NULL) {
        return NULL;
    }
    Py_ssize_t size = PySequence_Fast_GET_SIZE(items);
    PyObject **source = PySequence_Fast_ITEMS(items);
    PyObject *result = PyTuple_New(size);
    Py_ssize_t *keys = PyMem_New(Py_ssize_t, size > 0 ? size : 1);
    if (result == NULL || keys == NULL) {
        Py_XDECREF(result);
        PyMem_Free(keys);
        Py_DECREF(items);
        return keys == NULL ? PyErr_NoMemory() : NULL;
    }
    /* A stable insertion sort: hands are short, and often nearly sorted. */
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *card = source[i];
        Py_ssize_t key = card_index(self, card);
        if (key < 0) {
            /* Items 0..i-1 hold references and the rest are NULL: the tuple frees them as they are. */
            Py_DECREF(result);
            PyMem_Free(keys);
            Py_DECREF(items);
            return NULL;
        }
        Py_ssize_t j = i;
        while (j > 0 && keys[j - 1] > key) {
            keys[j] = keys[j - 1];
            PyTuple_SET_ITEM(result, j, PyTuple_GET_ITEM(result, j - 1));
            j--;
        }
        keys[j] = key;
        Py_INCREF(card);
        PyTuple_SET_ITEM(result, j, card);
    }
    PyMem_Free(keys);
    Py_DECREF(items);
    return result;
}

/* The int `table[index]` (a sequence from PySequence_Fast) as a C long, or -1 with an exception set. */
static long
table_value(PyObject *table, Py_ssize_t index)
{
    PyObject *value = item_at(table, index);
    if (value == NULL) {
        return -1;
    }
    if (!PyLong_Check(value)) {
        PyErr_Format(PyExc_TypeError, "the table holds ints, not %.100s", Py_TYPE(value)->tp_name);
        return -1;
    }
    return PyLong_AsLong(value);
}

PyDoc_STRVAR(strongest_play_doc,
"strongest_play(plays, strength)\n--\n\n"
"The play whose card has the highest ``strength[card.index]`` (ints); of equals, the\n"
"first played. IndexError for no plays.");

static PyObject *
strongest_play(PyObject *op, PyObject *const *args, Py_ssize_t nargs)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "strongest_play takes 2 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *plays = PySequence_Fast(args[0], "the plays must be a sequence");
    if (plays == NULL) {
        return NULL;
    }
    PyObject *strength = PySequence_Fast(args[1], "the strengths must be a sequence");
    if (strength == NULL) {
        Py_DECREF(plays);
        return NULL;
    }
    Py_ssize_t size = PySequence_Fast_GET_SIZE(plays);
    PyObject *best = NULL;
    long best_strength = 0;
    if (size == 0) {
        PyErr_SetString(PyExc_IndexError, "a trick of no plays has no strongest play");
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        PyObject *play = PySequence_Fast_GET_ITEM(plays, i);
        Py_ssize_t index = play_index(self, play);
        long value = index < 0 ? -1 : table_value(strength, index);
        if (value == -1 && PyErr_Occurred()) {
            best = NULL;
            break;
        }
        if (best == NULL || value > best_strength) {
            best = play;
            best_strength = value;
        }
    }
    Py_XINCREF(best);
    Py_DECREF(strength);
    Py_DECREF(plays);
    return best;
}

PyDoc_STRVAR(points_in_doc,
"points_in(plays, values)\n--\n\n"
"The sum of ``values[card.index]`` (ints) over the cards of ``plays``.");

static PyObject *
points_in(PyObject *op, PyObject *const *args, Py_ssize_t nargs)
{
    CardKernelObject *self = (CardKernelObject *)op;
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "points_in takes 2 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *plays = PySequence_Fast(args[0], "the plays must be a sequence");
    if (plays == NULL) {
        return NULL;
    }
    PyObject *values = PySequence_Fast(args[1], "the values must be a sequence");
    if (values == NULL) {
        Py_DECREF(plays);
        return NULL;
    }
    long long total = 0;
    PyObject *result = NULL;
    Py_ssize_t size = PySequence_Fast_GET_SIZE(plays);
    for (Py_ssize_t i = 0; i < size; i++) {
        Py_ssize_t index = play_index(self, PySequence_Fast_GET_ITEM(plays, i));
        long value = index < 0 ? -1 : table_value(values, index);
        if (value == -1 && PyErr_Occurred()) {
            goto done;
        }
        total += value;
    }
    result = PyLong_FromLongLong(total);
done:
    Py_DECREF(values);
    Py_DECREF(plays);
    return result;
}

static PyMethodDef card_kernel_methods[] = {
    {"choose_plays", (PyCFunction)(void (*)(void))choose_plays, METH_FASTCALL, choose_plays_doc},
    {"allows", (PyCFunction)(void (*)(void))allows, METH_FASTCALL, allows_doc},
    {"sort_cards", (PyCFunction)sort_cards, METH_O, sort_cards_doc},
    {"strongest_play", (PyCFunction)(void (*)(void))strongest_play, METH_FASTCALL, strongest_play_doc},
    {"points_in", (PyCFunction)(void (*)(void))points_in, METH_FASTCALL, points_in_doc},
    {NULL, NULL, 0, NULL},
};

static PyObject *
card_kernel_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyTypeObject *card_type, *play_type = NULL;
    PyObject *name, *card_name = NULL;
    static char *keywords[] = {"card_type", "index", "play_type", "card", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!U|O!U:CardKernel", keywords, &PyType_Type, &card_type, &name,
                                     &PyType_Type, &play_type, &card_name)) {
        return NULL;
    }
    if ((play_type == NULL) != (card_name == NULL)) {
        PyErr_SetString(PyExc_TypeError, "a play type goes with the name of its card slot");
        return NULL;
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
    self->index_name = Py_NewRef(name);
    self->play_type = (PyTypeObject *)Py_XNewRef(play_type);
    self->card_offset = card_offset;
    self->card_name = Py_XNewRef(card_name);
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static int
card_kernel_traverse(CardKernelObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->card_type);
    Py_VISIT(self->play_type);
    return 0;
}

static int
card_kernel_clear(CardKernelObject *self)
{
    Py_CLEAR(self->card_type);
    Py_CLEAR(self->play_type);
    return 0;
}

static void
card_kernel_dealloc(CardKernelObject *self)
{
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->card_type);
    Py_CLEAR(self->play_type);
    Py_CLEAR(self->index_name);
    Py_CLEAR(self->card_name);
    PyObject_GC_Del(self);
}

PyDoc_STRVAR(card_kernel_doc,
"CardKernel(card_type, index, play_type=None, card=None)\n--\n\n"
"The kernels that read a card's canonical index: from the slot ``index`` of a\n"
"``card_type`` object, and (given ``play_type``) a played card from the slot ``card``\n"
"of a ``play_type`` object; other objects are read through the same attributes.");

static PyTypeObject CardKernel_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "trickcore._speedups.CardKernel",
    .tp_basicsize = sizeof(CardKernelObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = card_kernel_doc,
    .tp_new = card_kernel_new,
    .tp_dealloc = (destructor)card_kernel_dealloc,
    .tp_traverse = (traverseproc)card_kernel_traverse,
    .tp_clear = (inquiry)card_kernel_clear,
    .tp_methods = card_kernel_methods,
};

/* --- Shuffling (twin: deck._fisher_yates) ------------------------------------------- */

PyDoc_STRVAR(shuffled_doc,
"shuffled(items, draw)\n--\n\n"
"Fisher-Yates over ``draw()`` (floats in [0, 1)): for i from n - 1 down to 1, swap\n"
"position i with position floor(draw() * (i + 1)). Returns a tuple.");

static PyObject *
shuffled(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "shuffled takes 2 arguments, not %zd", nargs);
        return NULL;
    }
    PyObject *draw = args[1];
    PyObject *order = PySequence_List(args[0]);
    if (order == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = PyList_GET_SIZE(order) - 1; i > 0; i--) {
        PyObject *value = PyObject_CallNoArgs(draw);
        if (value == NULL) {
            goto error;
        }
        double x = PyFloat_AsDouble(value);
        Py_DECREF(value);
        if (x == -1.0 && PyErr_Occurred()) {
            goto error;
        }
        double j = floor(x * (double)(i + 1));
        if (!(j >= 0.0 && j <= (double)i)) {
            PyErr_SetString(PyExc_ValueError, "draw() must return a float in [0, 1)");
            goto error;
        }
        /* Swapping two items moves references without changing any count. */
        Py_ssize_t k = (Py_ssize_t)j;
        PyObject *swap = PyList_GET_ITEM(order, i);
        PyList_SET_ITEM(order, i, PyList_GET_ITEM(order, k));
        PyList_SET_ITEM(order, k, swap);
    }
    PyObject *result = PyList_AsTuple(order);
    Py_DECREF(order);
    return result;
error:
    Py_DECREF(order);
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
    PyObject *result = PyList_New(0);
    if (result == NULL) {
        return NULL;
    }
    Py_ssize_t *at = NULL;
    if (size > n) {
        goto done;
    }
    at = PyMem_New(Py_ssize_t, size > 0 ? size : 1);
    if (at == NULL) {
        Py_DECREF(result);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        at[i] = i;
    }
    for (;;) {
        PyObject *combo = PyTuple_New(size);
        if (combo == NULL) {
            goto error;
        }
        for (Py_ssize_t i = 0; i < size; i++) {
            PyObject *item = PyTuple_GET_ITEM(items, at[i]);
            Py_INCREF(item);
            PyTuple_SET_ITEM(combo, i, item);
        }
        PyObject *made = direct != NULL ? maker_fill(direct, &combo) : PyObject_CallOneArg(make, combo);
        Py_DECREF(combo);
        if (made == NULL) {
            goto error;
        }
        int failed = PyList_Append(result, made);
        Py_DECREF(made);
        if (failed) {
            goto error;
        }
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
done:
    PyMem_Free(at);
    PyObject *tuple = PyList_AsTuple(result);
    Py_DECREF(result);
    return tuple;
error:
    PyMem_Free(at);
    Py_DECREF(result);
    return NULL;
}

/* --- The module ------------------------------------------------------------------------ */

static PyMethodDef module_methods[] = {
    {"hands_after_play", (PyCFunction)(void (*)(void))hands_after_play, METH_FASTCALL, hands_after_play_doc},
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

PyMODINIT_FUNC
PyInit__speedups(void)
{
    if (PyType_Ready(&Builder_Type) < 0 || PyType_Ready(&Replacer_Type) < 0 || PyType_Ready(&CardKernel_Type) < 0) {
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
