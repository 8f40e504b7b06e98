/*
 * The libtrellis functions trellis._solver calls, resolved at run time.
 *
 * The extension is not linked against libtrellis: trellis._lib finds and loads the
 * library (ctypes), and on first use the extension asks it for the functions' addresses
 * (trellis.solver passes a callable to _configure). One library, found one way, whether
 * the package runs from a wheel, a source tree or with TRELLIS_LIBRARY.
 *
 * The types come from Include/trellis.h, so a signature that changes there fails to
 * compile here rather than crashing at run time.
 */
#ifndef TRELLIS_SOLVER_LIBTRELLIS_H
#define TRELLIS_SOLVER_LIBTRELLIS_H

#include "trellis.h"

typedef struct {
    const char *(*last_error)(void);
    trellis_status (*solver_new)(trellis_solver **out);
    void (*solver_free)(trellis_solver *s);
    trellis_status (*new_variable)(trellis_solver *s, const char *name, trellis_var *out);
    trellis_status (*add_constraint)(trellis_solver *s, const trellis_var *vars,
                                     const double *coefficients, size_t count, double constant,
                                     trellis_relation relation, double priority,
                                     trellis_constraint *out);
    trellis_status (*remove_constraint)(trellis_solver *s, trellis_constraint c);
    trellis_status (*add_edit_variable)(trellis_solver *s, trellis_var v, double priority);
    trellis_status (*remove_edit_variable)(trellis_solver *s, trellis_var v);
    trellis_status (*suggest_value)(trellis_solver *s, trellis_var v, double value);
    trellis_status (*update)(trellis_solver *s);
    double (*value)(const trellis_solver *s, trellis_var v);
    /* The batched calls; NULL when the library predates them (the module then makes one
     * call per item). */
    trellis_status (*values)(const trellis_solver *s, const trellis_var *vars, size_t count,
                             double *out);
    trellis_status (*suggest_values)(trellis_solver *s, const trellis_var *vars,
                                     const double *values, size_t count);
} LibTrellis;

/* The table is a module's (ModuleState.lib, solver_module.h); libtrellis_ready(state) in
 * libtrellis.c resolves it on first use: 0, or -1 with an exception (the library was not
 * found or lacks a function). Cheap after the first success. */

#endif
