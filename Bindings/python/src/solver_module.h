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
 * Today's CPython extension style (PEP 489 multi-phase initialisation, PEP 573 module
 * state, heap types from PyType_Spec), as kiwisolver's own extension is built: the types,
 * the exception classes trellis.solver configures and the libtrellis function table live
 * in the module's state, not in process globals, so the module can be imported in
 * several interpreters and unloaded. Code finds the state from an object of one of its
 * types (module_state_of) or from the type (module_state_of_type); PyType_GetModuleByDef
 * walks subclasses too, hence Python 3.11 or later.
 *
 * Files: one per type (variable.c, term.c, expression.c, constraint.c, strength.c,
 * solver.c), symbolics.c (the operators), identity_map.c (the solver's bookkeeping),
 * libtrellis.c (the function table), module.c (module set-up, state and errors).
 */
#ifndef TRELLIS_SOLVER_MODULE_H
#define TRELLIS_SOLVER_MODULE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "libtrellis.h"

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

/* --- the module's state ------------------------------------------------------------------ */

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

typedef struct {
    PyTypeObject *variable_type;
    PyTypeObject *term_type;
    PyTypeObject *expression_type;
    PyTypeObject *constraint_type;
    PyTypeObject *strength_type;
    PyTypeObject *solver_type;
    ModuleConfiguration configuration;
    LibTrellis lib;               /* valid once libtrellis_ready(state) returned 0 */
    int lib_resolved;
    uint64_t last_solver_serial;  /* solvers are numbered from 1; serials are never reused */
} ModuleState;

/* The definition of trellis._solver (module.c): what PyType_GetModuleByDef looks for. */
extern PyModuleDef solver_module_definition;

/* The state of the module `type` (or a base of it) belongs to; NULL with a TypeError for a
 * type of another module. */
ModuleState *module_state_of_type(PyTypeObject *type);
/* The state of the module of `object`'s type, or NULL without an exception when the
 * object is not one of this module's (operators use it to find their module). */
ModuleState *module_state_of(PyObject *object);

#define Variable_Check(state, op) PyObject_TypeCheck((op), (state)->variable_type)
#define Term_Check(state, op) PyObject_TypeCheck((op), (state)->term_type)
#define Expression_Check(state, op) PyObject_TypeCheck((op), (state)->expression_type)
#define Constraint_Check(state, op) PyObject_TypeCheck((op), (state)->constraint_type)

/* The heap types, made in the module's exec slot from their specs. */
extern PyType_Spec variable_spec, term_spec, expression_spec, constraint_spec, strength_spec,
    solver_spec;

/* object.__hash__ for the symbolic types: they define == (it builds a Constraint), which
 * would leave them unhashable; they hash by identity so variables can be dict keys. */
Py_hash_t identity_hash(PyObject *self);

/* --- constructors used across files (new references; NULL with an exception set) ------ */

PyObject *make_term(ModuleState *state, PyObject *variable, double coefficient);
/* steals terms_tuple */
PyObject *make_expression(ModuleState *state, PyObject *terms_tuple, double constant);
PyObject *make_constraint(ModuleState *state, PyObject *expression, int relation, double strength);
/* The expression with one term per variable, in order of first appearance (kiwi keeps
 * the same terms in address order); coefficients of a repeated variable add up. */
PyObject *reduce_expression(ModuleState *state, PyObject *expression);
/* kiwi's text of an expression: "1 * foo + 2 * bar + 3". */
PyObject *expression_text(PyObject *expression);
/* sum(coefficient * variable.value()) + constant */
double expression_value(PyObject *expression);

/* --- operators (symbolics.c) ------------------------------------------------------------ */

/* Py_nb_add, Py_nb_subtract, ... and Py_tp_richcompare of Variable, Term and Expression. */
PyObject *symbolic_add(PyObject *first, PyObject *second);
PyObject *symbolic_subtract(PyObject *first, PyObject *second);
PyObject *symbolic_multiply(PyObject *first, PyObject *second);
PyObject *symbolic_true_divide(PyObject *first, PyObject *second);
PyObject *symbolic_negative(PyObject *value);
PyObject *symbolic_positive(PyObject *value);
PyObject *symbolic_richcompare(PyObject *first, PyObject *second, int op);
/* The slots above, for a type spec's slot list. */
#define SYMBOLIC_SLOTS                                                                     \
    {Py_nb_add, symbolic_add}, {Py_nb_subtract, symbolic_subtract},                        \
    {Py_nb_multiply, symbolic_multiply}, {Py_nb_true_divide, symbolic_true_divide},        \
    {Py_nb_negative, symbolic_negative}, {Py_nb_positive, symbolic_positive},              \
    {Py_tp_richcompare, symbolic_richcompare}, {Py_tp_hash, identity_hash}

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

/* Raises `cls(subject, message)` (the kiwi exceptions take the offending object first). */
void raise_with_subject(PyObject *cls, PyObject *subject, const char *message);
/* Raises the TrellisError subclass of a libtrellis status with trellis_last_error(). */
void raise_status(ModuleState *state, int status, const char *context);

/* --- libtrellis (libtrellis.c) ------------------------------------------------------------ */

/* Resolves state->lib on first use: 0, or -1 with an exception. */
int libtrellis_ready(ModuleState *state);

#endif
