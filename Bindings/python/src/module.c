/* trellis._solver: module set-up and state, configuration by trellis.solver, errors and
 * numbers. */
#include "solver_module.h"

/* --- state ----------------------------------------------------------------------------- */

ModuleState *module_state_of_type(PyTypeObject *type) {
    PyObject *module = PyType_GetModuleByDef(type, &solver_module_definition);  /* borrowed */
    return module == NULL ? NULL : (ModuleState *)PyModule_GetState(module);
}

ModuleState *module_state_of(PyObject *object) {
    PyObject *module = PyType_GetModuleByDef(Py_TYPE(object), &solver_module_definition);
    if (module == NULL) {
        PyErr_Clear();  /* an int, a float, another module's object: not ours */
        return NULL;
    }
    return (ModuleState *)PyModule_GetState(module);
}

Py_hash_t identity_hash(PyObject *self) {
    /* object.__hash__: the address rotated by 4 bits (allocations are 16-byte aligned). */
    size_t bits = (size_t)self;
    bits = (bits >> 4) | (bits << (8 * sizeof(size_t) - 4));
    Py_hash_t hash = (Py_hash_t)bits;
    return hash == -1 ? -2 : hash;
}

/* --- numbers ------------------------------------------------------------------------- */

int number_as_double(PyObject *value, double *out) {
    if (PyFloat_Check(value)) {
        *out = PyFloat_AS_DOUBLE(value);
        return 1;
    }
    if (PyLong_Check(value)) {
        double d = PyLong_AsDouble(value);
        if (d == -1.0 && PyErr_Occurred())
            return -1;
        *out = d;
        return 1;
    }
    return 0;
}

int require_double(PyObject *value, double *out) {
    int found = number_as_double(value, out);
    if (found == 0) {
        PyErr_Format(PyExc_TypeError, "Expected object of type `float, int, or long`. Got "
                     "object of type `%.100s` instead.", Py_TYPE(value)->tp_name);
        return -1;
    }
    return found < 0 ? -1 : 0;
}

PyObject *format_number(double value) {
    char *text = PyOS_double_to_string(value, 'g', 6, 0, NULL);
    if (text == NULL)
        return NULL;
    PyObject *result = PyUnicode_FromString(text);
    PyMem_Free(text);
    return result;
}

/* --- errors -------------------------------------------------------------------------- */

void raise_with_subject(PyObject *cls, PyObject *subject, const char *message) {
    if (cls == NULL) {
        PyErr_SetString(PyExc_RuntimeError, message ? message : "trellis._solver error");
        return;
    }
    PyObject *error = message && message[0]
        ? PyObject_CallFunction(cls, "Os", subject, message)
        : PyObject_CallFunctionObjArgs(cls, subject, NULL);
    if (error != NULL) {
        PyErr_SetObject((PyObject *)Py_TYPE(error), error);
        Py_DECREF(error);
    }
}

void raise_status(ModuleState *state, int status, const char *context) {
    const char *message = state->lib.last_error ? state->lib.last_error() : NULL;
    PyObject *text = PyUnicode_FromFormat("%s%s%s", context ? context : "",
                                          context && message && message[0] ? ": " : "",
                                          message ? message : "");
    if (text == NULL)
        return;
    PyObject *cls = state->configuration.error_for_status
        ? PyObject_CallFunction(state->configuration.error_for_status, "i", status) : NULL;
    if (cls == NULL) {
        if (!PyErr_Occurred())
            PyErr_SetObject(PyExc_RuntimeError, text);
        Py_DECREF(text);
        return;
    }
    PyObject *error = PyObject_CallFunctionObjArgs(cls, text, NULL);
    Py_DECREF(cls);
    Py_DECREF(text);
    if (error != NULL) {
        PyErr_SetObject((PyObject *)Py_TYPE(error), error);
        Py_DECREF(error);
    }
}

/* --- module functions ----------------------------------------------------------------- */

static int set_slot(PyObject *kwargs, const char *key, PyObject **slot) {
    PyObject *value = PyDict_GetItemString(kwargs, key);  /* borrowed */
    if (value == NULL) {
        PyErr_Format(PyExc_TypeError, "_configure() needs %s=", key);
        return -1;
    }
    Py_INCREF(value);
    Py_XSETREF(*slot, value);
    return 0;
}

PyDoc_STRVAR(configure_doc,
"_configure(**classes_and_callables)\n--\n\n"
"Called once by trellis.solver: the exception classes (duplicate_constraint, ...,\n"
"bad_required_strength), error_for_status(status) -> class, function_addresses() ->\n"
"{name: address} of the loaded libtrellis (called on first use), dumps(solver) -> str.");

static PyObject *module_configure(PyObject *module, PyObject *args, PyObject *kwargs) {
    ModuleConfiguration *configuration = &((ModuleState *)PyModule_GetState(module))->configuration;
    if (PyTuple_GET_SIZE(args) != 0 || kwargs == NULL) {
        PyErr_SetString(PyExc_TypeError, "_configure() takes keyword arguments only");
        return NULL;
    }
    if (set_slot(kwargs, "duplicate_constraint", &configuration->duplicate_constraint) ||
        set_slot(kwargs, "unsatisfiable_constraint", &configuration->unsatisfiable_constraint) ||
        set_slot(kwargs, "unknown_constraint", &configuration->unknown_constraint) ||
        set_slot(kwargs, "duplicate_edit_variable", &configuration->duplicate_edit_variable) ||
        set_slot(kwargs, "unknown_edit_variable", &configuration->unknown_edit_variable) ||
        set_slot(kwargs, "bad_required_strength", &configuration->bad_required_strength) ||
        set_slot(kwargs, "error_for_status", &configuration->error_for_status) ||
        set_slot(kwargs, "function_addresses", &configuration->function_addresses) ||
        set_slot(kwargs, "dumps", &configuration->dumps))
        return NULL;
    Py_RETURN_NONE;
}

PyDoc_STRVAR(priority_for_doc,
"priority_for(strength) -> float\n--\n\n"
"The Trellis priority (strict level, 1...1000) that a kiwi strength maps to: 1000 for\n"
"required, else a strictly increasing map of kiwi's number onto 1...999 with weak -> 100,\n"
"medium -> 500 and strong -> 900. `strength` is a name or a number (clipped like kiwi).");

static PyObject *module_priority_for(PyObject *module, PyObject *value) {
    (void)module;
    double strength;
    if (strength_from_object(value, &strength) < 0)
        return NULL;
    return PyFloat_FromDouble(priority_for_strength(strength));
}

static PyMethodDef module_methods[] = {
    {"_configure", (PyCFunction)(void (*)(void))module_configure, METH_VARARGS | METH_KEYWORDS,
     configure_doc},
    {"priority_for", (PyCFunction)module_priority_for, METH_O, priority_for_doc},
    {NULL, NULL, 0, NULL},
};

/* Every reference the state holds, for the garbage collector and for unloading. */
#define STATE_REFERENCES(state, APPLY)                                                      \
    APPLY((state)->variable_type); APPLY((state)->term_type);                               \
    APPLY((state)->expression_type); APPLY((state)->constraint_type);                       \
    APPLY((state)->strength_type); APPLY((state)->solver_type);                             \
    APPLY((state)->configuration.duplicate_constraint);                                     \
    APPLY((state)->configuration.unsatisfiable_constraint);                                 \
    APPLY((state)->configuration.unknown_constraint);                                       \
    APPLY((state)->configuration.duplicate_edit_variable);                                  \
    APPLY((state)->configuration.unknown_edit_variable);                                    \
    APPLY((state)->configuration.bad_required_strength);                                    \
    APPLY((state)->configuration.error_for_status);                                         \
    APPLY((state)->configuration.function_addresses);                                       \
    APPLY((state)->configuration.dumps)

static int module_traverse(PyObject *module, visitproc visit, void *arg) {
    ModuleState *state = PyModule_GetState(module);
    if (state != NULL) {
        STATE_REFERENCES(state, Py_VISIT);
    }
    return 0;
}

static int module_clear(PyObject *module) {
    ModuleState *state = PyModule_GetState(module);
    if (state != NULL) {
        STATE_REFERENCES(state, Py_CLEAR);
        state->lib_resolved = 0;
    }
    return 0;
}

static void module_free(void *module) {
    module_clear((PyObject *)module);
}

/* One heap type of this module, added to it under `name`; stored (a strong reference) in
 * *slot. */
static int add_type(PyObject *module, PyType_Spec *spec, const char *name, PyTypeObject **slot) {
    PyObject *type = PyType_FromModuleAndSpec(module, spec, NULL);
    if (type == NULL)
        return -1;
    *slot = (PyTypeObject *)type;
    return PyModule_AddObjectRef(module, name, type);
}

/* Py_mod_exec: makes the types and the `strength` object of one module object. */
static int module_exec(PyObject *module) {
    ModuleState *state = PyModule_GetState(module);
    if (add_type(module, &variable_spec, "Variable", &state->variable_type) < 0 ||
        add_type(module, &term_spec, "Term", &state->term_type) < 0 ||
        add_type(module, &expression_spec, "Expression", &state->expression_type) < 0 ||
        add_type(module, &constraint_spec, "Constraint", &state->constraint_type) < 0 ||
        add_type(module, &strength_spec, "Strength", &state->strength_type) < 0 ||
        add_type(module, &solver_spec, "Solver", &state->solver_type) < 0)
        return -1;
    PyObject *strength = PyObject_CallNoArgs((PyObject *)state->strength_type);
    if (strength == NULL)
        return -1;
    int status = PyModule_AddObjectRef(module, "strength", strength);
    Py_DECREF(strength);
    return status;
}

static PyModuleDef_Slot module_slots[] = {
    {Py_mod_exec, module_exec},
    {0, NULL},
};

PyModuleDef solver_module_definition = {
    PyModuleDef_HEAD_INIT,
    .m_name = "trellis._solver",
    .m_doc = "kiwisolver's API over libtrellis's raw solver (use it through trellis.solver).",
    .m_size = sizeof(ModuleState),
    .m_methods = module_methods,
    .m_slots = module_slots,
    .m_traverse = module_traverse,
    .m_clear = module_clear,
    .m_free = module_free,
};

PyMODINIT_FUNC PyInit__solver(void) {
    return PyModuleDef_Init(&solver_module_definition);
}
