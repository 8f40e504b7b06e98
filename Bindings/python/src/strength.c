/*
 * kiwi's strengths and their Trellis priorities.
 *
 * kiwi weighs an optional constraint's error by a number: create(a, b, c, w) =
 * clip(a*w)*1e6 + clip(b*w)*1e3 + clip(c*w), each part clipped to 0...1000, so weak = 1,
 * medium = 1e3, strong = 1e6 and required = create(1000, 1000, 1000) = 1001001000; any
 * number is clipped to 0...required (kiwi/strength.h). Constraints keep kiwi's number
 * (Constraint.strength() returns it, as kiwi's does).
 *
 * Trellis has strict priority levels instead of weights: when the solver is given a
 * constraint, the number becomes a Trellis priority by a strictly increasing map, so a
 * stronger kiwi strength is always a higher level and equal strengths share a level.
 * Required stays required (1000); the rest is log-interpolated between anchors that put
 * kiwi's names where Auto Layout readers expect them:
 *     0 -> 1,  weak (1) -> 100,  medium (1e3) -> 500,  strong (1e6) -> 900,
 *     just below required -> 999.
 * Within [1, 1e6] two strengths a relative 1e-15 apart still get different levels.
 */
#include <math.h>

#include "solver_module.h"

double strength_clip(double value) {
    /* std::max(0.0, std::min(required, value)), NaN handling included */
    double low = value < STRENGTH_REQUIRED ? value : STRENGTH_REQUIRED;
    return 0.0 < low ? low : 0.0;
}

static double clip_part(double value) {
    double low = value < 1000.0 ? value : 1000.0;
    return 0.0 < low ? low : 0.0;
}

double priority_for_strength(double strength) {
    static const double decade3 = 6.907755278982137; /* log(1e3) */
    if (!(strength < STRENGTH_REQUIRED))
        return 1000.0;
    if (strength <= STRENGTH_WEAK)
        return 1.0 + 99.0 * (strength > 0.0 ? strength : 0.0);
    if (strength <= STRENGTH_MEDIUM)
        return 100.0 + 400.0 * log(strength) / decade3;
    if (strength <= STRENGTH_STRONG)
        return 500.0 + 400.0 * log(strength / STRENGTH_MEDIUM) / decade3;
    return 900.0 + 99.0 * log(strength / STRENGTH_STRONG) / log(STRENGTH_REQUIRED / STRENGTH_STRONG);
}

int strength_from_object(PyObject *value, double *out) {
    if (PyUnicode_Check(value)) {
        const char *name = PyUnicode_AsUTF8(value);
        if (name == NULL)
            return -1;
        if (strcmp(name, "required") == 0)
            *out = STRENGTH_REQUIRED;
        else if (strcmp(name, "strong") == 0)
            *out = STRENGTH_STRONG;
        else if (strcmp(name, "medium") == 0)
            *out = STRENGTH_MEDIUM;
        else if (strcmp(name, "weak") == 0)
            *out = STRENGTH_WEAK;
        else {
            PyErr_Format(PyExc_ValueError, "string strength must be 'required', 'strong', "
                         "'medium', or 'weak', not '%s'", name);
            return -1;
        }
        return 0;
    }
    double number;
    if (require_double(value, &number) < 0)
        return -1;
    *out = strength_clip(number);
    return 0;
}

/* --- the `strength` object -------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
} StrengthObject;

static PyObject *strength_weak(PyObject *self, void *closure) {
    (void)self; (void)closure;
    return PyFloat_FromDouble(STRENGTH_WEAK);
}

static PyObject *strength_medium(PyObject *self, void *closure) {
    (void)self; (void)closure;
    return PyFloat_FromDouble(STRENGTH_MEDIUM);
}

static PyObject *strength_strong(PyObject *self, void *closure) {
    (void)self; (void)closure;
    return PyFloat_FromDouble(STRENGTH_STRONG);
}

static PyObject *strength_required(PyObject *self, void *closure) {
    (void)self; (void)closure;
    return PyFloat_FromDouble(STRENGTH_REQUIRED);
}

static PyObject *strength_create(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *a_object, *b_object, *c_object, *w_object = NULL;
    if (!PyArg_ParseTuple(args, "OOO|O:create", &a_object, &b_object, &c_object, &w_object))
        return NULL;
    double a, b, c, w = 1.0;
    if (require_double(a_object, &a) < 0 || require_double(b_object, &b) < 0 ||
        require_double(c_object, &c) < 0 || (w_object && require_double(w_object, &w) < 0))
        return NULL;
    return PyFloat_FromDouble(clip_part(a * w) * 1000000.0 + clip_part(b * w) * 1000.0 +
                              clip_part(c * w));
}

static PyObject *strength_repr(PyObject *self) {
    (void)self;
    return PyUnicode_FromString("<trellis.solver.strength: weak=1 medium=1000 strong=1e+06 "
                                "required=1.001e+09>");
}

static PyGetSetDef strength_getset[] = {
    {"weak", strength_weak, NULL, "kiwi's weak strength, 1 (Trellis priority 100).", NULL},
    {"medium", strength_medium, NULL, "kiwi's medium strength, 1e3 (Trellis priority 500).", NULL},
    {"strong", strength_strong, NULL, "kiwi's strong strength, 1e6 (Trellis priority 900).", NULL},
    {"required", strength_required, NULL,
     "kiwi's required strength, 1001001000 (Trellis priority 1000).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef strength_methods[] = {
    {"create", strength_create, METH_VARARGS,
     "create(a, b, c, w=1.0) -> float\n--\n\n"
     "kiwi's strength a*w*1e6 + b*w*1e3 + c*w with each part clipped to 0...1000."},
    {NULL, NULL, 0, NULL},
};

static void strength_dealloc(PyObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    type->tp_free(self);
    Py_DECREF(type);
}

static PyType_Slot strength_slots[] = {
    {Py_tp_doc, "The predefined strengths and create(), as kiwisolver.strength."},
    {Py_tp_new, PyType_GenericNew},
    {Py_tp_dealloc, strength_dealloc},
    {Py_tp_repr, strength_repr},
    {Py_tp_getset, strength_getset},
    {Py_tp_methods, strength_methods},
    {0, NULL},
};

PyType_Spec strength_spec = {
    .name = "trellis.solver.Strength",
    .basicsize = sizeof(StrengthObject),
    .flags = Py_TPFLAGS_DEFAULT,
    .slots = strength_slots,
};
