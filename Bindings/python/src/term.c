/* Term: coefficient * variable. */
#include "solver_module.h"

PyObject *make_term(PyObject *variable, double coefficient) {
    TermObject *term = (TermObject *)PyType_GenericAlloc(&Term_Type, 0);
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
    if (!Variable_Check(variable)) {
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
    Py_VISIT(self->variable);
    return 0;
}

static void Term_dealloc(TermObject *self) {
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->variable);
    Py_TYPE(self)->tp_free((PyObject *)self);
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

PyTypeObject Term_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "trellis.solver.Term",
    .tp_basicsize = sizeof(TermObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Term(variable, coefficient=1.0)\n--\n\ncoefficient * variable, as kiwisolver.Term.",
    .tp_dealloc = (destructor)Term_dealloc,
    .tp_traverse = (traverseproc)Term_traverse,
    .tp_repr = (reprfunc)Term_repr,
    .tp_as_number = &Symbolic_as_number,
    .tp_richcompare = symbolic_richcompare,
    .tp_methods = Term_methods,
    .tp_new = Term_new,
};
