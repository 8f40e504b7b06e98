/*
 * The operators of Variable, Term and Expression, with kiwisolver's results:
 *
 *   -x                  Variable -> Term(-1); Term -> Term(-c); Expression -> every term negated
 *   x * n, n * x        Term / Expression scaled by the number (x * y is a TypeError)
 *   x / n               each coefficient and the constant divided by n (ZeroDivisionError at 0)
 *   x + n, n + x        x's terms, constant + n
 *   x + y               Expression + Expression: x's terms then y's;
 *                       Expression + (Variable | Term): the expression's terms, then the term;
 *                       (Variable | Term) + Expression: the expression's terms, then the term
 *                       (kiwi's order: the expression comes first either way);
 *                       (Variable | Term) + (Variable | Term): the two terms in order
 *   x - y               x + (-y); n - x is (-x) + n
 *   x == y, x <= y, x >= y   Constraint(reduce(x - y), op, required)
 *   x < y, x != y, x > y     TypeError
 *
 * Term order matters to kiwi's test suite and to anyone reading terms(); numbers are
 * float or int (bool included), as kiwi accepts.
 */
#include "solver_module.h"

typedef enum {
    OPERAND_OTHER,
    OPERAND_NUMBER,
    OPERAND_VARIABLE,
    OPERAND_TERM,
    OPERAND_EXPRESSION,
} OperandKind;

/* The operand's kind; for numbers *number is set. -1 with an exception (an int too large
 * for a double). */
static int classify(ModuleState *state, PyObject *value, double *number) {
    if (Expression_Check(state, value))
        return OPERAND_EXPRESSION;
    if (Term_Check(state, value))
        return OPERAND_TERM;
    if (Variable_Check(state, value))
        return OPERAND_VARIABLE;
    int found = number_as_double(value, number);
    if (found < 0)
        return -1;
    return found ? OPERAND_NUMBER : OPERAND_OTHER;
}

/* A Variable or Term as a Term (new reference). */
static PyObject *as_term(ModuleState *state, PyObject *value, int kind) {
    if (kind == OPERAND_VARIABLE)
        return make_term(state, value, 1.0);
    Py_INCREF(value);
    return value;
}

/* value * factor for a Variable, Term or Expression. */
static PyObject *scaled(ModuleState *state, PyObject *value, int kind, double factor) {
    if (kind == OPERAND_VARIABLE)
        return make_term(state, value, factor);
    if (kind == OPERAND_TERM) {
        TermObject *term = (TermObject *)value;
        return make_term(state, term->variable, term->coefficient * factor);
    }
    ExpressionObject *expression = (ExpressionObject *)value;
    Py_ssize_t count = PyTuple_GET_SIZE(expression->terms);
    PyObject *terms = PyTuple_New(count);
    if (terms == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(expression->terms, i);
        PyObject *product = make_term(state, term->variable, term->coefficient * factor);
        if (product == NULL) {
            Py_DECREF(terms);
            return NULL;
        }
        PyTuple_SET_ITEM(terms, i, product);
    }
    return make_expression(state, terms, expression->constant * factor);
}

/* value / divisor, dividing (not multiplying by the reciprocal) as kiwi does. */
static PyObject *divided(ModuleState *state, PyObject *value, int kind, double divisor) {
    if (kind == OPERAND_VARIABLE)
        return make_term(state, value, 1.0 / divisor);
    if (kind == OPERAND_TERM) {
        TermObject *term = (TermObject *)value;
        return make_term(state, term->variable, term->coefficient / divisor);
    }
    ExpressionObject *expression = (ExpressionObject *)value;
    Py_ssize_t count = PyTuple_GET_SIZE(expression->terms);
    PyObject *terms = PyTuple_New(count);
    if (terms == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(expression->terms, i);
        PyObject *quotient = make_term(state, term->variable, term->coefficient / divisor);
        if (quotient == NULL) {
            Py_DECREF(terms);
            return NULL;
        }
        PyTuple_SET_ITEM(terms, i, quotient);
    }
    return make_expression(state, terms, expression->constant / divisor);
}

static PyObject *negated(ModuleState *state, PyObject *value, int kind) {
    return scaled(state, value, kind, -1.0);
}

/* (expression's terms + one more term), the expression's constant. */
static PyObject *expression_plus_term(ModuleState *state, PyObject *expression_object, PyObject *term) {
    ExpressionObject *expression = (ExpressionObject *)expression_object;
    Py_ssize_t count = PyTuple_GET_SIZE(expression->terms);
    PyObject *terms = PyTuple_New(count + 1);
    if (terms == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *item = PyTuple_GET_ITEM(expression->terms, i);
        Py_INCREF(item);
        PyTuple_SET_ITEM(terms, i, item);
    }
    Py_INCREF(term);
    PyTuple_SET_ITEM(terms, count, term);
    return make_expression(state, terms, expression->constant);
}

/* first + second where at least one of them is symbolic (the rules at the top). */
static PyObject *sum_of(ModuleState *state, PyObject *first, int first_kind, double first_number,
                        PyObject *second, int second_kind, double second_number) {
    if (first_kind == OPERAND_NUMBER) /* n + x is x + n */
        return sum_of(state, second, second_kind, second_number, first, first_kind, first_number);
    if (second_kind == OPERAND_NUMBER) {
        if (first_kind == OPERAND_EXPRESSION) {
            ExpressionObject *expression = (ExpressionObject *)first;
            Py_INCREF(expression->terms);
            return make_expression(state, expression->terms, expression->constant + second_number);
        }
        PyObject *term = as_term(state, first, first_kind);
        if (term == NULL)
            return NULL;
        PyObject *terms = PyTuple_Pack(1, term);
        Py_DECREF(term);
        return make_expression(state, terms, second_number);
    }
    if (first_kind == OPERAND_EXPRESSION && second_kind == OPERAND_EXPRESSION) {
        ExpressionObject *a = (ExpressionObject *)first, *b = (ExpressionObject *)second;
        return make_expression(state, PySequence_Concat(a->terms, b->terms), a->constant + b->constant);
    }
    if (first_kind == OPERAND_EXPRESSION || second_kind == OPERAND_EXPRESSION) {
        /* the expression's terms first, whichever side it is on */
        PyObject *expression = first_kind == OPERAND_EXPRESSION ? first : second;
        PyObject *other = first_kind == OPERAND_EXPRESSION ? second : first;
        int other_kind = first_kind == OPERAND_EXPRESSION ? second_kind : first_kind;
        PyObject *term = as_term(state, other, other_kind);
        if (term == NULL)
            return NULL;
        PyObject *result = expression_plus_term(state, expression, term);
        Py_DECREF(term);
        return result;
    }
    PyObject *a = as_term(state, first, first_kind);
    if (a == NULL)
        return NULL;
    PyObject *b = as_term(state, second, second_kind);
    if (b == NULL) {
        Py_DECREF(a);
        return NULL;
    }
    PyObject *terms = PyTuple_Pack(2, a, b);
    Py_DECREF(a);
    Py_DECREF(b);
    return make_expression(state, terms, 0.0);
}

/* first - second = first + (-second). */
static PyObject *difference_of(ModuleState *state, PyObject *first, int first_kind, double first_number,
                               PyObject *second, int second_kind, double second_number) {
    if (second_kind == OPERAND_NUMBER)
        return sum_of(state, first, first_kind, first_number, second, second_kind, -second_number);
    PyObject *negative = negated(state, second, second_kind);
    if (negative == NULL)
        return NULL;
    int negative_kind = second_kind == OPERAND_EXPRESSION ? OPERAND_EXPRESSION : OPERAND_TERM;
    PyObject *result = sum_of(state, first, first_kind, first_number, negative, negative_kind, 0.0);
    Py_DECREF(negative);
    return result;
}

/* --- number protocol ------------------------------------------------------------------- */

/* The state of the module the operands' types belong to: one of them is always ours. */
static ModuleState *state_of_either(PyObject *first, PyObject *second) {
    ModuleState *state = module_state_of(first);
    return state != NULL ? state : module_state_of(second);
}

#define CLASSIFY_BOTH(first, second)                                                         \
    ModuleState *state = state_of_either(first, second);                                    \
    if (state == NULL)                                                                       \
        Py_RETURN_NOTIMPLEMENTED;                                                            \
    double first##_number = 0.0, second##_number = 0.0;                                    \
    int first##_kind = classify(state, first, &first##_number);                             \
    if (first##_kind < 0)                                                                    \
        return NULL;                                                                         \
    int second##_kind = classify(state, second, &second##_number);                          \
    if (second##_kind < 0)                                                                   \
        return NULL;                                                                         \
    if (first##_kind == OPERAND_OTHER || second##_kind == OPERAND_OTHER)                    \
        Py_RETURN_NOTIMPLEMENTED;

PyObject *symbolic_add(PyObject *first, PyObject *second) {
    CLASSIFY_BOTH(first, second)
    return sum_of(state, first, first_kind, first_number, second, second_kind, second_number);
}

PyObject *symbolic_subtract(PyObject *first, PyObject *second) {
    CLASSIFY_BOTH(first, second)
    return difference_of(state, first, first_kind, first_number, second, second_kind, second_number);
}

PyObject *symbolic_multiply(PyObject *first, PyObject *second) {
    CLASSIFY_BOTH(first, second)
    if (second_kind == OPERAND_NUMBER && first_kind != OPERAND_NUMBER)
        return scaled(state, first, first_kind, second_number);
    if (first_kind == OPERAND_NUMBER && second_kind != OPERAND_NUMBER)
        return scaled(state, second, second_kind, first_number);
    Py_RETURN_NOTIMPLEMENTED;  /* x * y: not linear */
}

PyObject *symbolic_true_divide(PyObject *first, PyObject *second) {
    CLASSIFY_BOTH(first, second)
    if (second_kind != OPERAND_NUMBER || first_kind == OPERAND_NUMBER)
        Py_RETURN_NOTIMPLEMENTED;  /* n / x and x / y: not linear */
    if (second_number == 0.0) {
        PyErr_SetString(PyExc_ZeroDivisionError, "float division by zero");
        return NULL;
    }
    return divided(state, first, first_kind, second_number);
}

PyObject *symbolic_negative(PyObject *value) {
    ModuleState *state = module_state_of(value);
    if (state == NULL)
        Py_RETURN_NOTIMPLEMENTED;
    double unused;
    int kind = classify(state, value, &unused);
    if (kind < 0)
        return NULL;
    return negated(state, value, kind);
}

PyObject *symbolic_positive(PyObject *value) {
    Py_INCREF(value);
    return value;
}

/* --- comparisons ----------------------------------------------------------------------- */

static const char *operator_text(int op) {
    switch (op) {
    case Py_LT: return "<";
    case Py_LE: return "<=";
    case Py_EQ: return "==";
    case Py_NE: return "!=";
    case Py_GT: return ">";
    case Py_GE: return ">=";
    default: return "?";
    }
}

PyObject *symbolic_richcompare(PyObject *first, PyObject *second, int op) {
    int relation;
    switch (op) {
    case Py_EQ: relation = RELATION_EQ; break;
    case Py_LE: relation = RELATION_LE; break;
    case Py_GE: relation = RELATION_GE; break;
    default: {
        /* kiwi raises for <, != and > whatever the other operand is. The kiwi name helps
         * readers porting code (and is what kiwi's own test suite looks for). */
        ModuleState *state = state_of_either(first, second);
        const char *kiwi_name = state == NULL ? "kiwisolver.Variable"
                              : Expression_Check(state, first) ? "kiwisolver.Expression"
                              : Term_Check(state, first) ? "kiwisolver.Term" : "kiwisolver.Variable";
        PyErr_Format(PyExc_TypeError,
                     "unsupported operand type(s) for %s: '%.100s' and '%.100s' (constraints "
                     "use ==, <= or >=, as with %s)", operator_text(op),
                     Py_TYPE(first)->tp_name, Py_TYPE(second)->tp_name, kiwi_name);
        return NULL;
    }
    }
    CLASSIFY_BOTH(first, second)
    PyObject *difference = difference_of(state, first, first_kind, first_number, second, second_kind,
                                         second_number);
    if (difference == NULL)  /* else an Expression: every sum is one */
        return NULL;
    PyObject *constraint = make_constraint(state, difference, relation, STRENGTH_REQUIRED);
    Py_DECREF(difference);
    return constraint;
}
