/* Term: coefficient * variable. */
#include "solver_module.h"

PyObject *make_term(ModuleState *state, PyObject *variable, double coefficient) {
    TermObject *term = (TermObject *)PyType_GenericAlloc(state->term_type, 0);
    if (term == NULL)
        return NULL;
    Py_INCREF(variable);
    term->variable = variable;
    term->coefficient = coefficient;
    return (PyObject *)term;
}

static PyObject *Term_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"variable", "coefficient", NULL};
    PyObject *variable, *coefficient_object = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O:Term", keywords, &variable,
                                     &coefficient_object))
        return NULL;
    ModuleState *state = module_state_of_type(type);
    if (state == NULL)
        return NULL;
    if (!Variable_Check(state, variable)) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `Variable`. Got object of "
                     "type `%.100s` instead.", Py_TYPE(variable)->tp_name);
        return NULL;
    }
    double coefficient = 1.0;
    if (coefficient_object && require_double(coefficient_object, &coefficient) < 0)
        return NULL;
    TermObject *self = (TermObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    Py_INCREF(variable);
    self->variable = variable;
    self->coefficient = coefficient;
    return (PyObject *)self;
}

static int Term_traverse(TermObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(self->variable);
    return 0;
}

static void Term_dealloc(TermObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->variable);
    type->tp_free((PyObject *)self);
    Py_DECREF(type);
}

static PyObject *Term_repr(TermObject *self) {
    PyObject *coefficient = format_number(self->coefficient);
    if (coefficient == NULL)
        return NULL;
    PyObject *result = PyUnicode_FromFormat("%U * %U", coefficient,
                                            ((VariableObject *)self->variable)->name);
    Py_DECREF(coefficient);
    return result;
}

static PyObject *Term_variable(TermObject *self, PyObject *unused) {
    (void)unused;
    Py_INCREF(self->variable);
    return self->variable;
}

static PyObject *Term_coefficient(TermObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(self->coefficient);
}

static PyObject *Term_value(TermObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(self->coefficient * ((VariableObject *)self->variable)->value);
}

static PyMethodDef Term_methods[] = {
    {"variable", (PyCFunction)Term_variable, METH_NOARGS, "Get the variable for the term."},
    {"coefficient", (PyCFunction)Term_coefficient, METH_NOARGS,
     "Get the coefficient for the term."},
    {"value", (PyCFunction)Term_value, METH_NOARGS,
     "Get the value for the term: coefficient * variable.value()."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot term_slots[] = {
    {Py_tp_doc, "Term(variable, coefficient=1.0)\n--\n\ncoefficient * variable, as kiwisolver.Term."},
    {Py_tp_new, Term_new},
    {Py_tp_dealloc, Term_dealloc},
    {Py_tp_traverse, Term_traverse},
    {Py_tp_repr, Term_repr},
    {Py_tp_methods, Term_methods},
    SYMBOLIC_SLOTS,
    {0, NULL},
};

PyType_Spec term_spec = {
    .name = "trellis.solver.Term",
    .basicsize = sizeof(TermObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = term_slots,
};
