/* Expression: sum(terms) + constant. Terms keep the order the operators produced them in
 * (kiwi's order); Constraint reduces them to one term per variable. */
#include "solver_module.h"

PyObject *make_expression(ModuleState *state, PyObject *terms, double constant) {
    if (terms == NULL)
        return NULL;
    ExpressionObject *expression = (ExpressionObject *)PyType_GenericAlloc(state->expression_type, 0);
    if (expression == NULL) {
        Py_DECREF(terms);
        return NULL;
    }
    expression->terms = terms;
    expression->constant = constant;
    return (PyObject *)expression;
}

static PyObject *Expression_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"terms", "constant", NULL};
    PyObject *terms_object, *constant_object = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O:Expression", keywords, &terms_object,
                                     &constant_object))
        return NULL;
    ModuleState *state = module_state_of_type(type);
    if (state == NULL)
        return NULL;
    PyObject *terms = PySequence_Tuple(terms_object);
    if (terms == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(terms); i++) {
        PyObject *item = PyTuple_GET_ITEM(terms, i);
        if (!Term_Check(state, item)) {
            PyErr_Format(PyExc_TypeError, "Expected object of type `Term`. Got object of "
                         "type `%.100s` instead.", Py_TYPE(item)->tp_name);
            Py_DECREF(terms);
            return NULL;
        }
    }
    double constant = 0.0;
    if (constant_object && require_double(constant_object, &constant) < 0) {
        Py_DECREF(terms);
        return NULL;
    }
    ExpressionObject *self = (ExpressionObject *)type->tp_alloc(type, 0);
    if (self == NULL) {
        Py_DECREF(terms);
        return NULL;
    }
    self->terms = terms;
    self->constant = constant;
    return (PyObject *)self;
}

static int Expression_traverse(ExpressionObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(self->terms);
    return 0;
}

static void Expression_dealloc(ExpressionObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->terms);
    type->tp_free((PyObject *)self);
    Py_DECREF(type);
}

/* "1 * foo + 2 * bar + 3": kiwi's form (Constraint's repr starts with it too). */
PyObject *expression_text(PyObject *expression) {
    ExpressionObject *self = (ExpressionObject *)expression;
    Py_ssize_t count = PyTuple_GET_SIZE(self->terms);
    PyObject *parts = PyList_New(count + 1);
    if (parts == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *term = PyObject_Repr(PyTuple_GET_ITEM(self->terms, i));
        if (term == NULL) {
            Py_DECREF(parts);
            return NULL;
        }
        PyList_SET_ITEM(parts, i, term);
    }
    PyObject *constant = format_number(self->constant);
    if (constant == NULL) {
        Py_DECREF(parts);
        return NULL;
    }
    PyList_SET_ITEM(parts, count, constant);
    PyObject *separator = PyUnicode_FromString(" + ");
    PyObject *result = separator ? PyUnicode_Join(separator, parts) : NULL;
    Py_XDECREF(separator);
    Py_DECREF(parts);
    return result;
}

static PyObject *Expression_terms(ExpressionObject *self, PyObject *unused) {
    (void)unused;
    Py_INCREF(self->terms);
    return self->terms;
}

static PyObject *Expression_constant(ExpressionObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(self->constant);
}

double expression_value(PyObject *expression) {
    ExpressionObject *self = (ExpressionObject *)expression;
    double result = self->constant;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self->terms); i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(self->terms, i);
        result += term->coefficient * ((VariableObject *)term->variable)->value;
    }
    return result;
}

static PyObject *Expression_value(ExpressionObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(expression_value((PyObject *)self));
}

static PyMethodDef Expression_methods[] = {
    {"terms", (PyCFunction)Expression_terms, METH_NOARGS,
     "Get the tuple of terms for the expression."},
    {"constant", (PyCFunction)Expression_constant, METH_NOARGS,
     "Get the constant for the expression."},
    {"value", (PyCFunction)Expression_value, METH_NOARGS,
     "Get the value for the expression from its variables' current values."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot expression_slots[] = {
    {Py_tp_doc, "Expression(terms, constant=0.0)\n--\n\n"
                "sum(terms) + constant, as kiwisolver.Expression."},
    {Py_tp_new, Expression_new},
    {Py_tp_dealloc, Expression_dealloc},
    {Py_tp_traverse, Expression_traverse},
    {Py_tp_repr, expression_text},
    {Py_tp_methods, Expression_methods},
    SYMBOLIC_SLOTS,
    {0, NULL},
};

PyType_Spec expression_spec = {
    .name = "trellis.solver.Expression",
    .basicsize = sizeof(ExpressionObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = expression_slots,
};
