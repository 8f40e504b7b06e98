/*
 * Solver: kiwisolver's Solver over one libtrellis solver (trellis_solver_*).
 *
 * Bookkeeping, as kiwi keeps it:
 *   - every Variable the solver has met, in order, with its libtrellis id; none is
 *     forgotten before reset(), and updateVariables() publishes all of them (kiwi's
 *     SolverImpl::updateVariables does the same, so a variable whose constraints were all
 *     removed reads its current solver value, usually 0);
 *   - the constraints added, each with its libtrellis handle;
 *   - the edit variables, each with its kiwi strength.
 * The solver holds references to these objects. A Variable caches its id in the solver
 * that met it last (by the solver's serial, never reused), which saves the map lookup on
 * the common path of one solver per variable.
 *
 * Suggestions are queued and handed to libtrellis in one trellis_solver_suggest_values
 * call before the solver next does anything else (add, remove, update...): matplotlib
 * suggests every margin of a grid between two updates, and one call per suggestion
 * costs more than the suggestion itself. suggestValue() still raises at once for what
 * kiwi raises for (not an edit variable, not a number), and for NaN and infinities.
 *
 * libtrellis variables are created without names: names only cost time there (the
 * Python side has them for repr and dumps).
 *
 * Strengths stay kiwi's numbers on the Python side; the libtrellis priority is
 * priority_for_strength() of them (strength.c).
 */
#include "solver_module.h"
#include "identity_map.h"

typedef struct {
    PyObject_HEAD
    /* The module this solver's type belongs to (a strong reference, so its state, with
     * the libtrellis table, outlives the solver) and that state. */
    PyObject *module;
    ModuleState *state;
    trellis_solver *handle;
    uint64_t serial;
    /* the variables met, in order, with their ids (and room for their values) */
    PyObject **variables;
    trellis_var *variable_ids;
    double *values;
    size_t variable_count;
    size_t variable_capacity;
    IdentityMap variable_index;  /* Variable -> index in `variables` */
    IdentityMap constraints;     /* Constraint -> libtrellis handle */
    IdentityMap edits;           /* Variable -> kiwi strength (the double's bits) */
    /* suggestions not yet handed to libtrellis, in order */
    trellis_var *pending_ids;
    double *pending_values;
    size_t pending_count;
    size_t pending_capacity;
} SolverObject;

static uint64_t bits_of(double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    return bits;
}

static double double_of(uint64_t bits) {
    double value;
    memcpy(&value, &bits, sizeof value);
    return value;
}

/* --- lifetime ------------------------------------------------------------------------ */

/* Drops every variable, constraint and edit (and their references); keeps the handle.
 * The solver's state is detached before any reference is dropped: a finaliser that runs
 * then and uses the solver finds it empty, not half-cleared. */
static void forget_contents(SolverObject *self) {
    IdentityMap constraints = self->constraints;
    PyObject **variables = self->variables;
    size_t count = self->variable_count;
    identity_map_clear(&self->edits);
    identity_map_clear(&self->variable_index);
    memset(&self->constraints, 0, sizeof self->constraints);
    PyMem_Free(self->pending_ids);
    PyMem_Free(self->pending_values);
    self->pending_ids = NULL;
    self->pending_values = NULL;
    self->pending_count = 0;
    self->pending_capacity = 0;
    PyMem_Free(self->variable_ids);
    PyMem_Free(self->values);
    self->variables = NULL;
    self->variable_ids = NULL;
    self->values = NULL;
    self->variable_count = 0;
    self->variable_capacity = 0;
    for (size_t i = 0; i < constraints.capacity; i++)
        Py_XDECREF((PyObject *)constraints.entries[i].key);
    identity_map_clear(&constraints);
    for (size_t i = 0; i < count; i++)
        Py_DECREF(variables[i]);
    PyMem_Free(variables);
}

/* A fresh libtrellis solver and serial (the old handle, if any, is freed by the caller). */
static int open_handle(SolverObject *self) {
    trellis_solver *handle = NULL;
    trellis_status status = self->state->lib.solver_new(&handle);
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "Solver");
        return -1;
    }
    self->handle = handle;
    self->serial = ++self->state->last_solver_serial;
    return 0;
}

static PyObject *Solver_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    if (PyTuple_GET_SIZE(args) != 0 || (kwargs != NULL && PyDict_GET_SIZE(kwargs) != 0)) {
        PyErr_SetString(PyExc_TypeError, "Solver() takes no arguments");
        return NULL;
    }
    ModuleState *state = module_state_of_type(type);
    if (state == NULL || libtrellis_ready(state) < 0)
        return NULL;
    SolverObject *self = (SolverObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    self->module = PyType_GetModuleByDef(type, &solver_module_definition);  /* borrowed */
    Py_XINCREF(self->module);
    self->state = state;
    if (open_handle(self) < 0) {
        Py_DECREF(self);
        return NULL;
    }
    return (PyObject *)self;
}

static int Solver_traverse(SolverObject *self, visitproc visit, void *arg) {
    Py_VISIT(Py_TYPE(self));
    Py_VISIT(self->module);
    for (size_t i = 0; i < self->variable_count; i++)
        Py_VISIT(self->variables[i]);
    for (size_t i = 0; i < self->constraints.capacity; i++)
        Py_VISIT((PyObject *)self->constraints.entries[i].key);
    return 0;
}

static int Solver_clear(SolverObject *self) {
    forget_contents(self);
    return 0;
}

static void Solver_dealloc(SolverObject *self) {
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    forget_contents(self);
    if (self->handle != NULL) {
        self->state->lib.solver_free(self->handle);
        self->handle = NULL;
    }
    Py_CLEAR(self->module);
    type->tp_free((PyObject *)self);
    Py_DECREF(type);
}

/* --- variables ----------------------------------------------------------------------- */

static int grow_variables(SolverObject *self) {
    size_t capacity = self->variable_capacity ? self->variable_capacity * 2 : 32;
    if (capacity > ((size_t)1 << 24)) {
        PyErr_SetString(PyExc_OverflowError, "too many variables in one solver");
        return -1;
    }
    PyObject **variables = PyMem_Realloc(self->variables, capacity * sizeof(PyObject *));
    if (variables == NULL)
        goto no_memory;
    self->variables = variables;
    trellis_var *ids = PyMem_Realloc(self->variable_ids, capacity * sizeof(trellis_var));
    if (ids == NULL)
        goto no_memory;
    self->variable_ids = ids;
    double *values = PyMem_Realloc(self->values, capacity * sizeof(double));
    if (values == NULL)
        goto no_memory;
    self->values = values;
    self->variable_capacity = capacity;
    return 0;
no_memory:
    PyErr_NoMemory();
    return -1;
}

/* The libtrellis id of `variable` in this solver, created when the solver first meets it
 * (then *created is set to 1 when `created` is not NULL). */
static int variable_id_created(SolverObject *self, PyObject *variable, trellis_var *out,
                               int *created) {
    VariableObject *v = (VariableObject *)variable;
    if (v->cached_solver == self->serial) {
        *out = v->cached_id;
        return 0;
    }
    uint64_t index;
    if (identity_map_get(&self->variable_index, variable, &index)) {
        *out = self->variable_ids[index];
        v->cached_solver = self->serial;
        v->cached_id = *out;
        return 0;
    }
    if (self->variable_count == self->variable_capacity && grow_variables(self) < 0)
        return -1;
    trellis_var id;
    trellis_status status = self->state->lib.new_variable(self->handle, NULL, &id);
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "new variable");
        return -1;
    }
    if (identity_map_put(&self->variable_index, variable, self->variable_count) < 0) {
        PyErr_NoMemory();  /* the libtrellis variable stays unused: harmless */
        return -1;
    }
    Py_INCREF(variable);
    self->variables[self->variable_count] = variable;
    self->variable_ids[self->variable_count] = id;
    self->variable_count++;
    v->cached_solver = self->serial;
    v->cached_id = id;
    *out = id;
    if (created != NULL)
        *created = 1;
    return 0;
}

static int variable_id(SolverObject *self, PyObject *variable, trellis_var *out) {
    return variable_id_created(self, variable, out, NULL);
}

static int require_variable(SolverObject *self, PyObject *value) {
    if (Variable_Check(self->state, value))
        return 0;
    PyErr_Format(PyExc_TypeError, "Expected object of type `Variable`. Got object of type "
                 "`%.100s` instead.", Py_TYPE(value)->tp_name);
    return -1;
}

static int require_constraint(SolverObject *self, PyObject *value) {
    if (Constraint_Check(self->state, value))
        return 0;
    PyErr_Format(PyExc_TypeError, "Expected object of type `Constraint`. Got object of type "
                 "`%.100s` instead.", Py_TYPE(value)->tp_name);
    return -1;
}

/* --- queued suggestions ------------------------------------------------------------- */

/* Hands the queued suggestions to libtrellis (in one call when it can). Called first by
 * every method that uses the libtrellis solver. 0, or -1 with the exception of the failed
 * suggestion (the queue is emptied either way). */
static int flush_suggestions(SolverObject *self) {
    size_t count = self->pending_count;
    if (count == 0)
        return 0;
    self->pending_count = 0;
    if (self->state->lib.suggest_values != NULL) {
        trellis_status status = self->state->lib.suggest_values(self->handle, self->pending_ids,
                                                          self->pending_values, count);
        if (status != TRELLIS_OK) {
            raise_status(self->state, status, "suggestValue");
            return -1;
        }
        return 0;
    }
    for (size_t i = 0; i < count; i++) {
        trellis_status status = self->state->lib.suggest_value(self->handle, self->pending_ids[i],
                                                         self->pending_values[i]);
        if (status != TRELLIS_OK) {
            raise_status(self->state, status, "suggestValue");
            return -1;
        }
    }
    return 0;
}

static int queue_suggestion(SolverObject *self, trellis_var id, double value) {
    if (self->pending_count == self->pending_capacity) {
        size_t capacity = self->pending_capacity ? self->pending_capacity * 2 : 64;
        if (capacity > ((size_t)1 << 20)) {  /* a runaway queue: apply it now instead */
            if (flush_suggestions(self) < 0)
                return -1;
        } else {
            trellis_var *ids = PyMem_Realloc(self->pending_ids, capacity * sizeof(trellis_var));
            if (ids == NULL) {
                PyErr_NoMemory();
                return -1;
            }
            self->pending_ids = ids;
            double *values = PyMem_Realloc(self->pending_values, capacity * sizeof(double));
            if (values == NULL) {
                PyErr_NoMemory();
                return -1;
            }
            self->pending_values = values;
            self->pending_capacity = capacity;
        }
    }
    self->pending_ids[self->pending_count] = id;
    self->pending_values[self->pending_count] = value;
    self->pending_count++;
    return 0;
}

/* --- constraints --------------------------------------------------------------------- */

static PyObject *Solver_addConstraint(SolverObject *self, PyObject *constraint_object) {
    if (require_constraint(self, constraint_object) < 0)
        return NULL;
    uint64_t existing;
    if (identity_map_get(&self->constraints, constraint_object, &existing)) {
        raise_with_subject(self->state->configuration.duplicate_constraint, constraint_object, NULL);
        return NULL;
    }
    if (flush_suggestions(self) < 0)
        return NULL;
    ConstraintObject *constraint = (ConstraintObject *)constraint_object;
    ExpressionObject *expression = (ExpressionObject *)constraint->expression;
    Py_ssize_t count = PyTuple_GET_SIZE(expression->terms);
    trellis_var stack_ids[16];
    double stack_coefficients[16];
    trellis_var *ids = stack_ids;
    double *coefficients = stack_coefficients;
    PyObject *result = NULL;
    if (count > 16) {
        ids = PyMem_Malloc(sizeof(trellis_var) * (size_t)count);
        coefficients = PyMem_Malloc(sizeof(double) * (size_t)count);
        if (ids == NULL || coefficients == NULL) {
            PyErr_NoMemory();
            goto done;
        }
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(expression->terms, i);
        if (variable_id(self, term->variable, &ids[i]) < 0)
            goto done;
        coefficients[i] = term->coefficient;
    }
    trellis_constraint handle;
    trellis_status status = self->state->lib.add_constraint(
        self->handle, ids, coefficients, (size_t)count, expression->constant,
        (trellis_relation)constraint->relation, priority_for_strength(constraint->strength),
        &handle);
    if (status == TRELLIS_ERROR_UNSATISFIABLE) {
        raise_with_subject(self->state->configuration.unsatisfiable_constraint, constraint_object,
                           self->state->lib.last_error());
        goto done;
    }
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "addConstraint");
        goto done;
    }
    if (identity_map_put(&self->constraints, constraint_object, handle) < 0) {
        self->state->lib.remove_constraint(self->handle, handle);
        PyErr_NoMemory();
        goto done;
    }
    Py_INCREF(constraint_object);
    Py_INCREF(Py_None);
    result = Py_None;
done:
    if (ids != stack_ids)
        PyMem_Free(ids);
    if (coefficients != stack_coefficients)
        PyMem_Free(coefficients);
    return result;
}

static PyObject *Solver_removeConstraint(SolverObject *self, PyObject *constraint) {
    if (require_constraint(self, constraint) < 0)
        return NULL;
    uint64_t handle;
    if (!identity_map_get(&self->constraints, constraint, &handle)) {
        raise_with_subject(self->state->configuration.unknown_constraint, constraint, NULL);
        return NULL;
    }
    if (flush_suggestions(self) < 0)
        return NULL;
    trellis_status status = self->state->lib.remove_constraint(self->handle, (trellis_constraint)handle);
    if (status == TRELLIS_ERROR_NOT_FOUND) {
        raise_with_subject(self->state->configuration.unknown_constraint, constraint, self->state->lib.last_error());
        return NULL;
    }
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "removeConstraint");
        return NULL;
    }
    identity_map_remove(&self->constraints, constraint, NULL);
    Py_DECREF(constraint);
    Py_RETURN_NONE;
}

static PyObject *Solver_hasConstraint(SolverObject *self, PyObject *constraint) {
    if (require_constraint(self, constraint) < 0)
        return NULL;
    uint64_t handle;
    return PyBool_FromLong(identity_map_get(&self->constraints, constraint, &handle));
}

/* --- edit variables ------------------------------------------------------------------ */

static PyObject *Solver_addEditVariable(SolverObject *self, PyObject *args) {
    PyObject *variable, *strength_object;
    if (!PyArg_UnpackTuple(args, "addEditVariable", 2, 2, &variable, &strength_object))
        return NULL;
    if (require_variable(self, variable) < 0)
        return NULL;
    double strength;
    if (strength_from_object(strength_object, &strength) < 0)
        return NULL;
    uint64_t existing;
    if (identity_map_get(&self->edits, variable, &existing)) {
        raise_with_subject(self->state->configuration.duplicate_edit_variable, variable, NULL);
        return NULL;
    }
    if (strength >= STRENGTH_REQUIRED) {
        PyObject *cls = self->state->configuration.bad_required_strength;
        PyErr_SetString(cls ? cls : PyExc_ValueError,
                        "A required strength cannot be used in this context.");
        return NULL;
    }
    if (flush_suggestions(self) < 0)
        return NULL;
    trellis_var id;
    int created = 0;
    if (variable_id_created(self, variable, &id, &created) < 0)
        return NULL;
    trellis_status status = self->state->lib.add_edit_variable(self->handle, id,
                                                         priority_for_strength(strength));
    if (status == TRELLIS_ERROR_STATE) {
        raise_with_subject(self->state->configuration.duplicate_edit_variable, variable, self->state->lib.last_error());
        return NULL;
    }
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "addEditVariable");
        return NULL;
    }
    if (identity_map_put(&self->edits, variable, bits_of(strength)) < 0) {
        self->state->lib.remove_edit_variable(self->handle, id);
        return PyErr_NoMemory();
    }
    /* kiwi's edit constraint starts as variable == 0; libtrellis starts at the variable's
     * current value, so suggest 0 unless the variable is new (in no constraint: it is 0). */
    if (!created && queue_suggestion(self, id, 0.0) < 0) {
        identity_map_remove(&self->edits, variable, NULL);
        self->state->lib.remove_edit_variable(self->handle, id);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *Solver_removeEditVariable(SolverObject *self, PyObject *variable) {
    if (require_variable(self, variable) < 0)
        return NULL;
    uint64_t strength_bits;
    if (!identity_map_get(&self->edits, variable, &strength_bits)) {
        raise_with_subject(self->state->configuration.unknown_edit_variable, variable, NULL);
        return NULL;
    }
    if (flush_suggestions(self) < 0)
        return NULL;
    trellis_var id;
    if (variable_id(self, variable, &id) < 0)
        return NULL;
    trellis_status status = self->state->lib.remove_edit_variable(self->handle, id);
    if (status == TRELLIS_ERROR_STATE || status == TRELLIS_ERROR_NOT_FOUND) {
        raise_with_subject(self->state->configuration.unknown_edit_variable, variable, self->state->lib.last_error());
        return NULL;
    }
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "removeEditVariable");
        return NULL;
    }
    identity_map_remove(&self->edits, variable, NULL);
    Py_RETURN_NONE;
}

static PyObject *Solver_hasEditVariable(SolverObject *self, PyObject *variable) {
    if (require_variable(self, variable) < 0)
        return NULL;
    uint64_t strength_bits;
    return PyBool_FromLong(identity_map_get(&self->edits, variable, &strength_bits));
}

static PyObject *Solver_suggestValue(SolverObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "suggestValue() takes exactly 2 arguments (%zd given)", nargs);
        return NULL;
    }
    PyObject *variable = args[0];
    if (require_variable(self, variable) < 0)
        return NULL;
    double value;
    if (require_double(args[1], &value) < 0)
        return NULL;
    uint64_t strength_bits;
    if (!identity_map_get(&self->edits, variable, &strength_bits)) {
        raise_with_subject(self->state->configuration.unknown_edit_variable, variable, NULL);
        return NULL;
    }
    if (!(value - value == 0.0)) {  /* NaN or infinite: what libtrellis would refuse */
        PyObject *cls = self->state->configuration.error_for_status
            ? PyObject_CallFunction(self->state->configuration.error_for_status, "i", TRELLIS_ERROR_ARGUMENT)
            : NULL;
        if (cls == NULL && PyErr_Occurred())
            return NULL;
        PyErr_Format(cls ? cls : PyExc_ValueError,
                     "suggestValue: the value must be a finite number, got %R", args[1]);
        Py_XDECREF(cls);
        return NULL;
    }
    trellis_var id;
    if (variable_id(self, variable, &id) < 0 || queue_suggestion(self, id, value) < 0)
        return NULL;
    Py_RETURN_NONE;
}

/* --- solution ------------------------------------------------------------------------ */

static PyObject *Solver_updateVariables(SolverObject *self, PyObject *unused) {
    (void)unused;
    if (flush_suggestions(self) < 0)
        return NULL;
    trellis_status status = self->state->lib.update(self->handle);
    if (status != TRELLIS_OK) {
        raise_status(self->state, status, "updateVariables");
        return NULL;
    }
    size_t count = self->variable_count;
    if (count == 0)
        Py_RETURN_NONE;
    if (self->state->lib.values != NULL) {
        status = self->state->lib.values(self->handle, self->variable_ids, count, self->values);
        if (status != TRELLIS_OK) {
            raise_status(self->state, status, "updateVariables");
            return NULL;
        }
    } else {
        for (size_t i = 0; i < count; i++)
            self->values[i] = self->state->lib.value(self->handle, self->variable_ids[i]);
    }
    for (size_t i = 0; i < count; i++)
        ((VariableObject *)self->variables[i])->value = self->values[i];
    Py_RETURN_NONE;
}

static PyObject *Solver_reset(SolverObject *self, PyObject *unused) {
    (void)unused;
    trellis_solver *old = self->handle;
    if (open_handle(self) < 0)
        return NULL;  /* the old solver stays as it was */
    forget_contents(self);
    self->state->lib.solver_free(old);
    Py_RETURN_NONE;
}

/* --- inspection ---------------------------------------------------------------------- */

/* (variables, [(edit variable, strength)], constraints): what dumps() prints. */
static PyObject *Solver_contents(SolverObject *self, PyObject *unused) {
    (void)unused;
    PyObject *variables = PyList_New(0), *edits = PyList_New(0), *constraints = PyList_New(0);
    if (variables == NULL || edits == NULL || constraints == NULL)
        goto fail;
    for (size_t i = 0; i < self->variable_count; i++) {
        PyObject *variable = self->variables[i];
        if (PyList_Append(variables, variable) < 0)
            goto fail;
        uint64_t strength_bits;
        if (identity_map_get(&self->edits, variable, &strength_bits)) {
            PyObject *pair = Py_BuildValue("(Od)", variable, double_of(strength_bits));
            if (pair == NULL || PyList_Append(edits, pair) < 0) {
                Py_XDECREF(pair);
                goto fail;
            }
            Py_DECREF(pair);
        }
    }
    /* constraints in the order they were added: libtrellis handles increase */
    {
        size_t count = self->constraints.count, n = 0;
        IdentityMapEntry *sorted = PyMem_Malloc(sizeof(IdentityMapEntry) * (count ? count : 1));
        if (sorted == NULL) {
            PyErr_NoMemory();
            goto fail;
        }
        for (size_t i = 0; i < self->constraints.capacity; i++)
            if (self->constraints.entries[i].key != NULL)
                sorted[n++] = self->constraints.entries[i];
        for (size_t i = 1; i < n; i++)  /* insertion sort: dumps is for people */
            for (size_t j = i; j > 0 && sorted[j - 1].value > sorted[j].value; j--) {
                IdentityMapEntry swap = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = swap;
            }
        for (size_t i = 0; i < n; i++)
            if (PyList_Append(constraints, (PyObject *)sorted[i].key) < 0) {
                PyMem_Free(sorted);
                goto fail;
            }
        PyMem_Free(sorted);
    }
    return Py_BuildValue("(NNN)", variables, edits, constraints);
fail:
    Py_XDECREF(variables);
    Py_XDECREF(edits);
    Py_XDECREF(constraints);
    return NULL;
}

static PyObject *Solver_dumps(SolverObject *self, PyObject *unused) {
    (void)unused;
    if (self->state->configuration.dumps == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "trellis._solver is not configured");
        return NULL;
    }
    return PyObject_CallFunctionObjArgs(self->state->configuration.dumps, (PyObject *)self, NULL);
}

static PyObject *Solver_dump(SolverObject *self, PyObject *unused) {
    PyObject *text = Solver_dumps(self, unused);
    if (text == NULL)
        return NULL;
    PyObject *out = PySys_GetObject("stdout");  /* borrowed */
    int failed = out == NULL || out == Py_None || PyFile_WriteObject(text, out, Py_PRINT_RAW) < 0;
    Py_DECREF(text);
    if (failed) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_RuntimeError, "no sys.stdout");
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyMethodDef Solver_methods[] = {
    {"addConstraint", (PyCFunction)Solver_addConstraint, METH_O,
     "Add a constraint. Raises DuplicateConstraint, or UnsatisfiableConstraint for a\n"
     "required constraint that conflicts (the solver is left as it was)."},
    {"removeConstraint", (PyCFunction)Solver_removeConstraint, METH_O,
     "Remove a constraint; UnknownConstraint if it is not in the solver."},
    {"hasConstraint", (PyCFunction)Solver_hasConstraint, METH_O,
     "Whether the constraint is in the solver."},
    {"addEditVariable", (PyCFunction)Solver_addEditVariable, METH_VARARGS,
     "addEditVariable(variable, strength)\n--\n\n"
     "Make the variable editable at a strength below required (it starts at 0, as in\n"
     "kiwi). Raises DuplicateEditVariable or BadRequiredStrength."},
    {"removeEditVariable", (PyCFunction)Solver_removeEditVariable, METH_O,
     "Stop the variable being editable; UnknownEditVariable if it is not."},
    {"hasEditVariable", (PyCFunction)Solver_hasEditVariable, METH_O,
     "Whether the variable is an edit variable of the solver."},
    {"suggestValue", (PyCFunction)(void (*)(void))Solver_suggestValue, METH_FASTCALL,
     "suggestValue(variable, value)\n--\n\n"
     "Suggest a value for an edit variable; UnknownEditVariable if it is not one."},
    {"updateVariables", (PyCFunction)Solver_updateVariables, METH_NOARGS,
     "Publish the solution to every variable the solver has met (Variable.value())."},
    {"reset", (PyCFunction)Solver_reset, METH_NOARGS,
     "Back to an empty solver. Variables keep their last values."},
    {"dump", (PyCFunction)Solver_dump, METH_NOARGS, "Print dumps() to sys.stdout."},
    {"dumps", (PyCFunction)Solver_dumps, METH_NOARGS,
     "A text description of the solver: objective by level, variables, edit variables\n"
     "and constraints."},
    {"_contents", (PyCFunction)Solver_contents, METH_NOARGS,
     "(variables, [(edit variable, strength)], constraints in the order added)."},
    {NULL, NULL, 0, NULL},
};

static PyType_Slot solver_slots[] = {
    {Py_tp_doc, "Solver()\n--\n\n"
                "kiwisolver's Solver over libtrellis's raw solver: strengths become strict\n"
                "Trellis priority levels (see trellis.solver.priority_for)."},
    {Py_tp_new, Solver_new},
    {Py_tp_dealloc, Solver_dealloc},
    {Py_tp_traverse, Solver_traverse},
    {Py_tp_clear, Solver_clear},
    {Py_tp_methods, Solver_methods},
    {0, NULL},
};

PyType_Spec solver_spec = {
    .name = "trellis.solver.Solver",
    .basicsize = sizeof(SolverObject),
    .flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .slots = solver_slots,
};
