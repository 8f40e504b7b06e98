/* Constraint: expression RELATION 0 at a kiwi strength; `|` makes a copy at another one. */
#include "solver_module.h"
#include "identity_map.h"
#include "structmember.h"

/* --- reduction: one term per variable ------------------------------------------------- */

PyObject *reduce_expression(ModuleState *state, PyObject *expression) {
    ExpressionObject *source = (ExpressionObject *)expression;
    Py_ssize_t count = PyTuple_GET_SIZE(source->terms);
    /* Variables in order of first appearance and their summed coefficients. */
    PyObject *stack_variables[16];
    double stack_coefficients[16];
    PyObject **variables = stack_variables;
    double *coefficients = stack_coefficients;
    IdentityMap positions = {NULL, 0, 0};  /* variable -> index, for long expressions */
    int use_map = count > 16;
    PyObject *result = NULL;
    if (count > 16) {
        variables = PyMem_Malloc(sizeof(PyObject *) * (size_t)count);
        coefficients = PyMem_Malloc(sizeof(double) * (size_t)count);
        if (variables == NULL || coefficients == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    }
    Py_ssize_t distinct = 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(source->terms, i);
        Py_ssize_t found = -1;
        if (use_map) {
            uint64_t index;
            if (identity_map_get(&positions, term->variable, &index))
                found = (Py_ssize_t)index;
        } else {
            for (Py_ssize_t j = 0; j < distinct; j++)
                if (variables[j] == term->variable) {
                    found = j;
                    break;
                }
        }
        if (found >= 0) {
            coefficients[found] += term->coefficient;
            continue;
        }
        if (use_map && identity_map_put(&positions, term->variable, (uint64_t)distinct) < 0) {
            PyErr_NoMemory();
            goto done;
        }
        variables[distinct] = term->variable;
        coefficients[distinct] = term->coefficient;
        distinct++;
    }
    PyObject *terms = PyTuple_New(distinct);
    if (terms == NULL)
        goto done;
    for (Py_ssize_t j = 0; j < distinct; j++) {
        PyObject *term = make_term(state, variables[j], coefficients[j]);
        if (term == NULL) {
            Py_DECREF(terms);
            goto done;
        }
        PyTuple_SET_ITEM(terms, j, term);
    }
    result = make_expression(state, terms, source->constant);
done:
    identity_map_clear(&positions);
    if (variables != stack_variables)
        PyMem_Free(variables);
    if (coefficients != stack_coefficients)
        PyMem_Free(coefficients);
    return result;
}

/* --- construction ---------------------------------------------------------------------- */

PyObject *make_constraint(ModuleState *state, PyObject *expression, int relation, double strength) {
    PyObject *reduced = reduce_expression(state, expression);
    if (reduced == NULL)
        return NULL;
    ConstraintObject *constraint = (ConstraintObject *)PyType_GenericAlloc(state->constraint_type, 0);
    if (constraint == NULL) {
        Py_DECREF(reduced);
        return NULL;
    }
    constraint->expression = reduced;
    constraint->relation = relation;
    constraint->strength = strength_clip(strength);
    return (PyObject *)constraint;
}

static int relation_from_object(PyObject *value, int *out) {
    if (!PyUnicode_Check(value)) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `str`. Got object of type "
                     "`%.100s` instead.", Py_TYPE(value)->tp_name);
        return -1;
    }
    const char *text = PyUnicode_AsUTF8(value);
    if (text == NULL)
        return -1;
    if (strcmp(text, "==") == 0)
        *out = RELATION_EQ;
    else if (strcmp(text, "<=") == 0)
        *out = RELATION_LE;
    else if (strcmp(text, ">=") == 0)
        *out = RELATION_GE;
    else {
        PyErr_Format(PyExc_ValueError, "relational operator must be '==', '<=', or '>=', not "
                     "'%s'", text);
        return -1;
    }
    return 0;
}

static PyObject *Constraint_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"expression", "op", "strength", NULL};
    PyObject *expression, *op, *strength_object = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO|O:Constraint", keywords, &expression,
                                     &op, &strength_object))
        return NULL;
    ModuleState *state = module_state_of_type(type);
    if (state == NULL)
        return NULL;
    if (!Expression_Check(state, expression)) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `Expression`. Got object of "
                     "type `%.100s` instead.", Py_TYPE(expression)->tp_name);
        return NULL;
    }
    int relation;
    if (relation_from_object(op, &relation) < 0)
        return NULL;
    double strength = STRENGTH_REQUIRED;
    if (strength_object && strength_from_object(strength_object, &strength) < 0)
        return NULL;
    PyObject *reduced = reduce_expression(state, expression);
    if (reduced == NULL)
        return NULL;
    ConstraintObject *self = (ConstraintObject *)type->tp_alloc(type, 0);
    if (self == NULL) {
        Py_DECREF(reduced);
        return NULL;
    }
    self->expression = reduced;
    self->relation = relation;
    self->strength = strength;
    return (PyObject *)self;
}

static int Constraint_traverse(ConstraintObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(self->expression);
    return 0;
}

static void Constraint_dealloc(ConstraintObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    if (self->weakrefs != NULL)
        PyObject_ClearWeakRefs((PyObject *)self);
    Py_CLEAR(self->expression);
    type->tp_free((PyObject *)self);
    Py_DECREF(type);
}

/* --- behaviour ------------------------------------------------------------------------- */

static const char *relation_text(int relation) {
    return relation == RELATION_EQ ? "==" : relation == RELATION_LE ? "<=" : ">=";
}

/* kiwi's Constraint::violated(): == within 1e-8, <= and >= exactly. */
static int is_violated(ConstraintObject *self) {
    double value = expression_value(self->expression);
    switch (self->relation) {
    case RELATION_EQ: return (value < 0.0 ? -value : value) >= 1.0e-8;
    case RELATION_LE: return value > 0.0;
    default: return value < 0.0;
    }
}

static PyObject *Constraint_repr(ConstraintObject *self) {
    PyObject *expression = expression_text(self->expression);
    if (expression == NULL)
        return NULL;
    PyObject *strength = format_number(self->strength);
    if (strength == NULL) {
        Py_DECREF(expression);
        return NULL;
    }
    PyObject *result = PyUnicode_FromFormat("%U %s 0 | strength = %U%s", expression,
                                            relation_text(self->relation), strength,
                                            is_violated(self) ? " (VIOLATED)" : "");
    Py_DECREF(expression);
    Py_DECREF(strength);
    return result;
}

static PyObject *Constraint_expression(ConstraintObject *self, PyObject *unused) {
    (void)unused;
    Py_INCREF(self->expression);
    return self->expression;
}

static PyObject *Constraint_op(ConstraintObject *self, PyObject *unused) {
    (void)unused;
    return PyUnicode_FromString(relation_text(self->relation));
}

static PyObject *Constraint_strength(ConstraintObject *self, PyObject *unused) {
    (void)unused;
    return PyFloat_FromDouble(self->strength);
}

static PyObject *Constraint_violated(ConstraintObject *self, PyObject *unused) {
    (void)unused;
    return PyBool_FromLong(is_violated(self));
}

/* constraint | strength and strength | constraint: a copy at that strength. */
static PyObject *Constraint_or(PyObject *first, PyObject *second) {
    ModuleState *state = module_state_of(first);
    if (state == NULL)
        state = module_state_of(second);
    if (state == NULL)
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *constraint = first, *strength_object = second;
    if (!Constraint_Check(state, constraint)) {
        constraint = second;
        strength_object = first;
    }
    if (!Constraint_Check(state, constraint))
        Py_RETURN_NOTIMPLEMENTED;
    double strength;
    if (strength_from_object(strength_object, &strength) < 0)
        return NULL;
    ConstraintObject *source = (ConstraintObject *)constraint;
    ConstraintObject *copy = (ConstraintObject *)PyType_GenericAlloc(state->constraint_type, 0);
    if (copy == NULL)
        return NULL;
    Py_INCREF(source->expression);
    copy->expression = source->expression;
    copy->relation = source->relation;
    copy->strength = strength;
    return (PyObject *)copy;
}

static PyMethodDef Constraint_methods[] = {
    {"expression", (PyCFunction)Constraint_expression, METH_NOARGS,
     "Get the expression object for the constraint."},
    {"op", (PyCFunction)Constraint_op, METH_NOARGS,
     "Get the relational operator for the constraint: '==', '<=' or '>='."},
    {"strength", (PyCFunction)Constraint_strength, METH_NOARGS,
     "Get the strength for the constraint (kiwi's number; trellis.solver.priority_for()\n"
     "gives the Trellis priority the solver uses for it)."},
    {"violated", (PyCFunction)Constraint_violated, METH_NOARGS,
     "Whether the constraint does not hold for its variables' current values."},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef Constraint_members[] = {
    /* weak references (the heap-type spelling of tp_weaklistoffset) */
    {"__weaklistoffset__", T_PYSSIZET, offsetof(ConstraintObject, weakrefs), READONLY, NULL},
    {NULL, 0, 0, 0, NULL},
};

static PyType_Slot constraint_slots[] = {
    {Py_tp_doc, "Constraint(expression, op, strength='required')\n--\n\n"
                "expression OP 0 at a strength, as kiwisolver.Constraint. Compared and hashed\n"
                "by identity."},
    {Py_tp_new, Constraint_new},
    {Py_tp_dealloc, Constraint_dealloc},
    {Py_tp_traverse, Constraint_traverse},
    {Py_tp_repr, Constraint_repr},
    {Py_tp_methods, Constraint_methods},
    {Py_tp_members, Constraint_members},
    {Py_nb_or, Constraint_or},
    {0, NULL},
};

PyType_Spec constraint_spec = {
    .name = "trellis.solver.Constraint",
    .basicsize = sizeof(ConstraintObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = constraint_slots,
};
