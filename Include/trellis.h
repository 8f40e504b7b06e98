/*
 * trellis.h — the public C interface of Trellis, an adaptive layout runtime
 * (Auto Layout constraints, stack views, size classes, Dynamic Type) with a C ABI.
 *
 * Conventions, for every function below:
 *   - Functions return a trellis_status unless shown otherwise. TRELLIS_OK is 0.
 *   - A failing call changes nothing: no partial update of any object.
 *   - After a failure, trellis_last_error() holds a one-line message saying what is wrong.
 *     The message is thread-local and stays valid until the next Trellis call on the same
 *     thread. After a success its content is unspecified.
 *   - A NULL handle or pointer, a NaN or infinite number, or an unknown id is an error
 *     (TRELLIS_ERROR_ARGUMENT or TRELLIS_ERROR_NOT_FOUND), never a crash.
 *   - Objects are owned by the caller from the moment a *_new / *_load call hands them out
 *     until the matching *_free call. *_free(NULL) is a no-op.
 *
 * Threads: a solver is used by one thread at a time; different solvers may be used on
 * different threads at once.
 */
#ifndef TRELLIS_H
#define TRELLIS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------
 * Status codes and errors
 * ------------------------------------------------------------------------------------- */

typedef enum {
    TRELLIS_OK = 0,
    TRELLIS_ERROR_PARSE = 1,          /* a document or equation is not well-formed */
    TRELLIS_ERROR_SCHEMA = 2,         /* well-formed, but not a valid trellis/1 document */
    TRELLIS_ERROR_NOT_FOUND = 3,      /* an unknown id, variable or constraint */
    TRELLIS_ERROR_ARGUMENT = 4,       /* NULL handle, NaN/infinite number, out-of-range value */
    TRELLIS_ERROR_UNSATISFIABLE = 5,  /* a required constraint conflicts with the others */
    TRELLIS_ERROR_STATE = 6,          /* the call is not allowed in the object's current state */
    TRELLIS_ERROR_IO = 7              /* a file could not be read */
} trellis_status;

typedef struct { double x, y, width, height; } trellis_rect;
typedef struct { double width, height; } trellis_size;

/* The library version, "MAJOR.MINOR.PATCH". The string is static. */
const char *trellis_version(void);

/* The message of the last failing call on this thread (never NULL; "" if there is none). */
const char *trellis_last_error(void);

/* ---------------------------------------------------------------------------------------
 * Raw solver: an incremental Cassowary solver with strict priority levels (kiwi-style).
 *
 * A constraint is  sum(coefficients[i] * vars[i]) + constant  RELATION  0  at a priority in
 * 1...1000; 1000 is required. Optional constraints are satisfied lexicographically by
 * priority: no number of violated constraints at priority p outweighs a single one at any
 * higher priority. Within one priority value the violations add up.
 * ------------------------------------------------------------------------------------- */

typedef struct trellis_solver trellis_solver;
typedef uint32_t trellis_var;
typedef uint32_t trellis_constraint;
typedef enum { TRELLIS_LE = -1, TRELLIS_EQ = 0, TRELLIS_GE = 1 } trellis_relation;

/* Creates an empty solver. *out receives the handle; free it with trellis_solver_free. */
trellis_status trellis_solver_new(trellis_solver **out);

/* Frees the solver and everything in it. NULL is a no-op. */
void trellis_solver_free(trellis_solver *s);

/* Creates a variable (initial value 0). `name` may be NULL; it is copied and used in
 * messages only. *out receives the variable's id, valid for this solver only. */
trellis_status trellis_solver_new_variable(trellis_solver *s, const char *name, trellis_var *out);

/* Adds sum(coefficients[i]*vars[i]) + constant RELATION 0 at `priority` (1...1000).
 * `vars` and `coefficients` hold `count` entries (they may be NULL when count is 0); a
 * variable may appear more than once (its coefficients add up).
 * Errors: TRELLIS_ERROR_ARGUMENT (NULL arrays, NaN/infinite numbers, priority outside
 * 1...1000, bad relation), TRELLIS_ERROR_NOT_FOUND (unknown variable),
 * TRELLIS_ERROR_UNSATISFIABLE (a required constraint that contradicts the required
 * constraints already added; the solver is left exactly as it was).
 * The solution is re-optimised at once; call trellis_solver_update to publish it. */
trellis_status trellis_solver_add_constraint(trellis_solver *s, const trellis_var *vars,
                                             const double *coefficients, size_t count,
                                             double constant, trellis_relation relation,
                                             double priority, trellis_constraint *out);

/* Removes a constraint added earlier. TRELLIS_ERROR_NOT_FOUND if it is unknown (for
 * example, removed already). */
trellis_status trellis_solver_remove_constraint(trellis_solver *s, trellis_constraint c);

/* Makes `v` an edit variable at `priority` (1...1000, but below 1000: an edit is never
 * required). Its suggested value starts at 0.
 * Errors: TRELLIS_ERROR_STATE if `v` is an edit variable already, TRELLIS_ERROR_ARGUMENT
 * for a required or out-of-range priority. */
trellis_status trellis_solver_add_edit_variable(trellis_solver *s, trellis_var v, double priority);

/* Stops `v` being an edit variable. TRELLIS_ERROR_STATE if it is not one. */
trellis_status trellis_solver_remove_edit_variable(trellis_solver *s, trellis_var v);

/* Suggests a value for an edit variable; the solution is re-optimised at once (dual
 * simplex, touching only the rows that depend on it).
 * Errors: TRELLIS_ERROR_STATE if `v` is not an edit variable, TRELLIS_ERROR_ARGUMENT for
 * NaN or infinite values. */
trellis_status trellis_solver_suggest_value(trellis_solver *s, trellis_var v, double value);

/* Publishes the current solution to trellis_solver_value. Only variables whose value may
 * have changed since the last update are visited. */
trellis_status trellis_solver_update(trellis_solver *s);

/* The value of `v` at the last trellis_solver_update (0 before the first). NaN for a NULL
 * solver or an unknown variable (and trellis_last_error() says which). */
double trellis_solver_value(const trellis_solver *s, trellis_var v);

#ifdef __cplusplus
}
#endif

#endif /* TRELLIS_H */
