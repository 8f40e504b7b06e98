/* Variable: a named solver variable with a context and the value last published to it. */
#include "solver_module.h"

static PyObject *Variable_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"name", "context", NULL};
    PyObject *name = NULL, *context = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|OO:Variable", keywords, &name, &context))
        return NULL;
    if (name != NULL && !PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `str`. Got object of type "
                     "`%.100s` instead.", Py_TYPE(name)->tp_name);
        return NULL;
    }
    VariableObject *self = (VariableObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    if (name != NULL) {
        Py_INCREF(name);
        self->name = name;
    } else {
        self->name = PyUnicode_FromStringAndSize("", 0);
        if (self->name == NULL) {
            Py_DECREF(self);
            return NULL;
        }
    }
    if (context != NULL && context != Py_None) {
        Py_INCREF(context);
        self->context = context;
    }
    return (PyObject *)self;
}

static int Variable_traverse(VariableObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(self->context);
    return 0;
}

static int Variable_clear(VariableObject *self) {
    Py_CLEAR(self->context);
    return 0;
}

static void Variable_dealloc(VariableObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->name);
    Py_CLEAR(self->context);
    type->tp_free((PyObject *)self);
    Py_DECREF(type);  /* instances of heap types own a reference to their type */
}

static PyObject *Variable_repr(VariableObject *self) {
    Py_INCREF(self->name);
    return self->name;
}

static PyObject *Variable_name(VariableObject *self, PyObject *unused) {
    (void)unused;
    Py_INCREF(self->name);
    return self->name;
}

static PyObject *Variable_setName(VariableObject *self, PyObject *name) {
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `str`. Got object of type "
                     "`%.100s` instead.", Py_TYPE(name)->tp_name);
        return NULL;
    }
    Py_INCREF(name);
    Py_SETREF(self->name, name);
    Py_RETURN_NONE;
}

static PyObject *Variable_context(VariableObject *self, PyObject *unused) {
    (void)unused;
    PyObject *context = self->context ? self->context : Py_None;
    Py_INCREF(context);
    return context;
}

static PyObject *Variable_setContext(VariableObject *self, PyObject *context) {
    if (context == Py_None) {
        Py_CLEAR(self->context);
    } else {
        Py_INCREF(context);
        Py_XSETREF(self->context, context);
    }
    Py_RETURN_NONE;
}

static PyObject *Variable_value(VariableObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(self->value);
}

static PyMethodDef Variable_methods[] = {
    {"name", (PyCFunction)Variable_name, METH_NOARGS, "Get the name of the variable."},
    {"setName", (PyCFunction)Variable_setName, METH_O, "Set the name of the variable."},
    {"context", (PyCFunction)Variable_context, METH_NOARGS,
     "Get the context object associated with the variable."},
    {"setContext", (PyCFunction)Variable_setContext, METH_O,
     "Set the context object associated with the variable."},
    {"value", (PyCFunction)Variable_value, METH_NOARGS,
     "Get the current value of the variable: the one published by the last\n"
     "Solver.updateVariables() of a solver that uses it (0.0 before any)."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot variable_slots[] = {
    {Py_tp_doc, "Variable(name='', context=None)\n--\n\n"
                "A solver variable, as kiwisolver.Variable. Operators build Terms,\n"
                "Expressions and Constraints. Hashable by identity (kiwi's are not hashable)."},
    {Py_tp_new, Variable_new},
    {Py_tp_dealloc, Variable_dealloc},
    {Py_tp_traverse, Variable_traverse},
    {Py_tp_clear, Variable_clear},
    {Py_tp_repr, Variable_repr},
    {Py_tp_methods, Variable_methods},
    SYMBOLIC_SLOTS,
    {0, NULL},
};

PyType_Spec variable_spec = {
    .name = "trellis.solver.Variable",
    .basicsize = sizeof(VariableObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = variable_slots,
};
