/*
 * trellis._solver: kiwisolver's Python API (Variable, Term, Expression, Constraint,
 * Solver, strength) as a C extension over libtrellis's raw solver (trellis_solver_*).
 *
 * Why C: matplotlib and enaml build their constraints with operators on these objects and
 * drive the solver one call at a time; in pure Python with ctypes each of those costs
 * microseconds. Here an operator is one allocation and a solver call is one C call into
 * libtrellis, as in kiwisolver itself.
 *
 * The library is not linked: its functions are resolved at run time from the copy that
 * trellis._lib loaded (TRELLIS_LIBRARY, the package's own copy, or the build folder), so
 * the package finds one library one way. See libtrellis.h.
 *
 * Files: one per type (variable.c, term.c, expression.c, constraint.c, strength.c,
 * solver.c), symbolics.c (the operators), identity_map.c (the solver's bookkeeping),
 * libtrellis.c (the function table), module.c (module set-up and errors).
 */
#ifndef TRELLIS_SOLVER_MODULE_H
#define TRELLIS_SOLVER_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* --- objects -------------------------------------------------------------------------- */

/* A solver variable. Solver-independent: every solver that meets it creates its own
 * libtrellis variable for it (see solver.c); `value` is what the last updateVariables()
 * of a solver using it published. */
typedef struct {
    PyObject_HEAD
    PyObject *name;           /* str */
    PyObject *context;        /* any object, or NULL (None) */
    double value;
    /* A one-entry cache of the libtrellis id in the solver that met it first: the
     * solver's serial (0 = none; serials are never reused) and the id there. */
    uint64_t cached_solver;
    uint32_t cached_id;
} VariableObject;

/* coefficient * variable */
typedef struct {
    PyObject_HEAD
    PyObject *variable;       /* Variable */
    double coefficient;
} TermObject;

/* sum(terms) + constant */
typedef struct {
    PyObject_HEAD
    PyObject *terms;          /* tuple of Term */
    double constant;
} ExpressionObject;

/* The relations of a constraint, with libtrellis's trellis_relation values. */
enum { RELATION_LE = -1, RELATION_EQ = 0, RELATION_GE = 1 };

/* expression RELATION 0 at a kiwi strength (0 ... strength.required, clipped). */
typedef struct {
    PyObject_HEAD
    PyObject *expression;     /* Expression, reduced: one term per variable */
    double strength;
    int relation;
    PyObject *weakrefs;
} ConstraintObject;

extern PyTypeObject Variable_Type;
extern PyTypeObject Term_Type;
extern PyTypeObject Expression_Type;
extern PyTypeObject Constraint_Type;
extern PyTypeObject Strength_Type;
extern PyTypeObject Solver_Type;

#define Variable_Check(op) PyObject_TypeCheck((op), &Variable_Type)
#define Term_Check(op) PyObject_TypeCheck((op), &Term_Type)
#define Expression_Check(op) PyObject_TypeCheck((op), &Expression_Type)
#define Constraint_Check(op) PyObject_TypeCheck((op), &Constraint_Type)

/* --- constructors used across files (new references; NULL with an exception set) ------ */

PyObject *make_term(PyObject *variable, double coefficient);
PyObject *make_expression(PyObject *terms_tuple, double constant);  /* steals terms_tuple */
PyObject *make_constraint(PyObject *expression, int relation, double strength);
/* The expression with one term per variable, in order of first appearance (kiwi keeps
 * the same terms in address order); coefficients of a repeated variable add up. */
PyObject *reduce_expression(PyObject *expression);
/* kiwi's text of an expression: "1 * foo + 2 * bar + 3". */
PyObject *expression_text(PyObject *expression);
/* sum(coefficient * variable.value()) + constant */
double expression_value(PyObject *expression);

/* --- operators (symbolics.c) ------------------------------------------------------------ */

extern PyNumberMethods Symbolic_as_number;
PyObject *symbolic_richcompare(PyObject *first, PyObject *second, int op);

/* --- numbers and strengths -------------------------------------------------------------- */

/* A float or int (bool included, as in kiwi) as a double: 1; anything else: 0, no
 * exception. -1 with an exception for an int too large for a double. */
int number_as_double(PyObject *value, double *out);
/* Like number_as_double, but anything else is a TypeError naming what was expected. */
int require_double(PyObject *value, double *out);
/* A strength: "required" | "strong" | "medium" | "weak" or a number, clipped to
 * 0 ... required as kiwi clips it. -1 with ValueError/TypeError. */
int strength_from_object(PyObject *value, double *out);

#define STRENGTH_REQUIRED 1001001000.0  /* kiwi's create(1000, 1000, 1000) */
#define STRENGTH_STRONG 1000000.0
#define STRENGTH_MEDIUM 1000.0
#define STRENGTH_WEAK 1.0

double strength_clip(double value);
/* The Trellis priority (strict level) for a clipped kiwi strength: 1000 for required,
 * else a strictly increasing map onto 1 ... 999 (see strength.c). */
double priority_for_strength(double strength);

/* A number as kiwi prints it (C++ ostream defaults, i.e. printf "%g"). */
PyObject *format_number(double value);

/* --- errors (module.c) ------------------------------------------------------------------ */

/* The exception classes of trellis.solver, set by trellis.solver through _configure(). */
typedef struct {
    PyObject *duplicate_constraint;
    PyObject *unsatisfiable_constraint;
    PyObject *unknown_constraint;
    PyObject *duplicate_edit_variable;
    PyObject *unknown_edit_variable;
    PyObject *bad_required_strength;
    PyObject *error_for_status;   /* callable: status -> TrellisError subclass */
    PyObject *function_addresses; /* callable: () -> {name: address} of libtrellis */
    PyObject *dumps;              /* callable: solver -> str (Solver.dumps) */
} ModuleConfiguration;

extern ModuleConfiguration configuration;

/* Raises `cls(subject, message)` (the kiwi exceptions take the offending object first). */
void raise_with_subject(PyObject *cls, PyObject *subject, const char *message);
/* Raises the TrellisError subclass of a libtrellis status with trellis_last_error(). */
void raise_status(int status, const char *context);

#endif
