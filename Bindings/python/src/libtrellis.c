/* The libtrellis function table of a module's state (see libtrellis.h). */
#include "solver_module.h"

/* Fills one slot from the {name: address} dict; `required` slots must be there. */
static int take(PyObject *addresses, const char *name, void **slot, int required) {
    PyObject *address = PyDict_GetItemString(addresses, name);  /* borrowed */
    if (address == NULL || address == Py_None) {
        if (!required) {
            *slot = NULL;
            return 0;
        }
        PyErr_Format(PyExc_OSError, "libtrellis has no function %s: rebuild it with `make lib`",
                     name);
        return -1;
    }
    void *pointer = PyLong_AsVoidPtr(address);
    if (pointer == NULL) {
        if (!PyErr_Occurred())
            PyErr_Format(PyExc_OSError, "libtrellis function %s has a NULL address", name);
        return -1;
    }
    *slot = pointer;
    return 0;
}

int libtrellis_ready(ModuleState *state) {
    if (state->lib_resolved)
        return 0;
    if (state->configuration.function_addresses == NULL) {
        PyErr_SetString(PyExc_RuntimeError,
                        "trellis._solver is not configured: import trellis.solver instead");
        return -1;
    }
    PyObject *addresses = PyObject_CallObject(state->configuration.function_addresses, NULL);
    if (addresses == NULL)
        return -1;
    if (!PyDict_Check(addresses)) {
        Py_DECREF(addresses);
        PyErr_SetString(PyExc_TypeError, "libtrellis function addresses must be a dict");
        return -1;
    }
    LibTrellis table;
    int failed =
        take(addresses, "trellis_last_error", (void **)&table.last_error, 1) ||
        take(addresses, "trellis_solver_new", (void **)&table.solver_new, 1) ||
        take(addresses, "trellis_solver_free", (void **)&table.solver_free, 1) ||
        take(addresses, "trellis_solver_new_variable", (void **)&table.new_variable, 1) ||
        take(addresses, "trellis_solver_add_constraint", (void **)&table.add_constraint, 1) ||
        take(addresses, "trellis_solver_remove_constraint", (void **)&table.remove_constraint, 1) ||
        take(addresses, "trellis_solver_add_edit_variable", (void **)&table.add_edit_variable, 1) ||
        take(addresses, "trellis_solver_remove_edit_variable", (void **)&table.remove_edit_variable, 1) ||
        take(addresses, "trellis_solver_suggest_value", (void **)&table.suggest_value, 1) ||
        take(addresses, "trellis_solver_update", (void **)&table.update, 1) ||
        take(addresses, "trellis_solver_value", (void **)&table.value, 1) ||
        take(addresses, "trellis_solver_values", (void **)&table.values, 0) ||
        take(addresses, "trellis_solver_suggest_values", (void **)&table.suggest_values, 0);
    Py_DECREF(addresses);
    if (failed)
        return -1;
    state->lib = table;
    state->lib_resolved = 1;
    return 0;
}
