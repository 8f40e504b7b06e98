/* trellis._solver: module set-up, configuration by trellis.solver, errors and numbers. */
#include "solver_module.h"
#include "libtrellis.h"

ModuleConfiguration configuration;

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

void raise_status(int status, const char *context) {
    const char *message = libtrellis.last_error ? libtrellis.last_error() : NULL;
    PyObject *text = PyUnicode_FromFormat("%s%s%s", context ? context : "",
                                          context && message && message[0] ? ": " : "",
                                          message ? message : "");
    if (text == NULL)
        return;
    PyObject *cls = configuration.error_for_status
        ? PyObject_CallFunction(configuration.error_for_status, "i", status) : NULL;
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
    (void)module;
    if (PyTuple_GET_SIZE(args) != 0 || kwargs == NULL) {
        PyErr_SetString(PyExc_TypeError, "_configure() takes keyword arguments only");
        return NULL;
    }
    if (set_slot(kwargs, "duplicate_constraint", &configuration.duplicate_constraint) ||
        set_slot(kwargs, "unsatisfiable_constraint", &configuration.unsatisfiable_constraint) ||
        set_slot(kwargs, "unknown_constraint", &configuration.unknown_constraint) ||
        set_slot(kwargs, "duplicate_edit_variable", &configuration.duplicate_edit_variable) ||
        set_slot(kwargs, "unknown_edit_variable", &configuration.unknown_edit_variable) ||
        set_slot(kwargs, "bad_required_strength", &configuration.bad_required_strength) ||
        set_slot(kwargs, "error_for_status", &configuration.error_for_status) ||
        set_slot(kwargs, "function_addresses", &configuration.function_addresses) ||
        set_slot(kwargs, "dumps", &configuration.dumps))
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

static struct PyModuleDef module_definition = {
    PyModuleDef_HEAD_INIT,
    "trellis._solver",
    "kiwisolver's API over libtrellis's raw solver (use it through trellis.solver).",
    -1,
    module_methods,
    NULL, NULL, NULL, NULL,
};

static int add_type(PyObject *module, PyTypeObject *type, const char *name) {
    /* Variable, Term and Expression define == (it builds a Constraint), which would make
     * them unhashable; they hash by identity, so variables can be dict keys. */
    if (type->tp_richcompare != NULL && type->tp_hash == NULL)
        type->tp_hash = PyBaseObject_Type.tp_hash;
    if (PyType_Ready(type) < 0)
        return -1;
    Py_INCREF(type);
    if (PyModule_AddObject(module, name, (PyObject *)type) < 0) {
        Py_DECREF(type);
        return -1;
    }
    return 0;
}

PyMODINIT_FUNC PyInit__solver(void) {
    PyObject *module = PyModule_Create(&module_definition);
    if (module == NULL)
        return NULL;
    if (add_type(module, &Variable_Type, "Variable") < 0 ||
        add_type(module, &Term_Type, "Term") < 0 ||
        add_type(module, &Expression_Type, "Expression") < 0 ||
        add_type(module, &Constraint_Type, "Constraint") < 0 ||
        add_type(module, &Strength_Type, "Strength") < 0 ||
        add_type(module, &Solver_Type, "Solver") < 0)
        goto fail;
    PyObject *strength = PyObject_CallObject((PyObject *)&Strength_Type, NULL);
    if (strength == NULL || PyModule_AddObject(module, "strength", strength) < 0) {
        Py_XDECREF(strength);
        goto fail;
    }
    return module;
fail:
    Py_DECREF(module);
    return NULL;
}
