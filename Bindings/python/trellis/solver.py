"""A kiwisolver-compatible constraint solver on top of Trellis's raw C solver.

    from trellis.solver import Variable, Solver, strength

    x, y = Variable("x"), Variable("y")
    s = Solver()
    s.addConstraint(x + y == 100)
    s.addConstraint((x == 2 * y) | "strong")
    s.updateVariables()
    x.value(), y.value()   # (66.66..., 33.33...)

Differences from kiwisolver, on purpose:

* **Strengths are Trellis (Auto Layout) priorities**, numbers in 1...1000, 1000 = required:
  ``strength.required == 1000``, ``strength.strong == 900``, ``strength.medium == 500``,
  ``strength.weak == 100``. A number given as a strength (``c | 750``, ``Constraint(e, "==",
  250)``, ``addEditVariable(v, 999)``) *is* a priority and must lie in 1...1000 (a
  ``ValueError`` otherwise; kiwi's raw numbers such as 1e6 are not accepted).
  ``strength.create(a, b, c, w=1)`` computes kiwi's number (``a*w``, ``b*w``, ``c*w`` each
  clipped to 0...1000, weighted 1e6 / 1e3 / 1) and maps it monotonically into 1...999:
  0 -> 1, create(0,0,1) -> 100 (weak), create(0,1,0) -> 500 (medium), create(1,0,0) -> 900
  (strong), create(1000,1000,1000) -> 999, log-interpolated in between.
* **Priorities are strict levels**: no number of violated constraints at one priority
  outweighs a single violation at a higher priority (kiwi's weights are a sum, so 1001
  weak constraints beat a medium one there). Within one priority, violations add up.
* A variable can be used by several solvers; each solver has its own C variable for it
  (created on first use). ``Variable.value()`` is the value published by the last
  ``Solver.updateVariables()`` that covered the variable.
"""

import ctypes
import math
import numbers
import weakref

from . import _lib
from ._lib import (ArgumentError, NotFoundError, StateError, TrellisError, UnsatisfiableError)

__all__ = [
    "Variable", "Term", "Expression", "Constraint", "Solver", "strength",
    "DuplicateConstraint", "UnsatisfiableConstraint", "UnknownConstraint",
    "DuplicateEditVariable", "UnknownEditVariable", "BadRequiredStrength",
]


# --- exceptions (named as in kiwisolver) ---------------------------------------------------

class DuplicateConstraint(StateError):
    """The constraint has been added to this solver already."""

    def __init__(self, constraint, message=None):
        super().__init__(message or "duplicate constraint: %s" % (constraint,))
        self.constraint = constraint


class UnsatisfiableConstraint(UnsatisfiableError):
    """A required constraint conflicts with the required constraints in the solver (which
    is left unchanged)."""

    def __init__(self, constraint, message=None):
        super().__init__(message or "unsatisfiable constraint: %s" % (constraint,))
        self.constraint = constraint


class UnknownConstraint(NotFoundError):
    """The constraint is not in this solver."""

    def __init__(self, constraint, message=None):
        super().__init__(message or "unknown constraint: %s" % (constraint,))
        self.constraint = constraint


class DuplicateEditVariable(StateError):
    """The variable is an edit variable of this solver already."""

    def __init__(self, edit_variable, message=None):
        super().__init__(message or "duplicate edit variable: %s" % (edit_variable,))
        self.edit_variable = edit_variable


class UnknownEditVariable(StateError):
    """The variable is not an edit variable of this solver."""

    def __init__(self, edit_variable, message=None):
        super().__init__(message or "unknown edit variable: %s" % (edit_variable,))
        self.edit_variable = edit_variable


class BadRequiredStrength(ArgumentError):
    """An edit variable cannot be required."""

    def __init__(self, message="an edit variable cannot have the required strength"):
        super().__init__(message)


# --- strengths -----------------------------------------------------------------------------

REQUIRED = 1000.0
_KIWI_REQUIRED = 1000.0 * 1e6 + 1000.0 * 1e3 + 1000.0


def _is_number(value):
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


class _Strength:
    """Named strengths (Trellis priorities) and ``create``, like ``kiwisolver.strength``."""

    __slots__ = ()

    @property
    def required(self):
        return REQUIRED

    @property
    def strong(self):
        return 900.0

    @property
    def medium(self):
        return 500.0

    @property
    def weak(self):
        return 100.0

    def create(self, a, b, c, w=1.0):
        """kiwi's ``strength.create(a, b, c, w)`` mapped monotonically into 1...999."""
        for value in (a, b, c, w):
            if not _is_number(value) or not math.isfinite(value):
                raise ValueError("strength.create takes finite numbers, got %r" % (value,))

        def clip(v):
            return max(0.0, min(1000.0, float(v)))

        k = clip(a * w) * 1e6 + clip(b * w) * 1e3 + clip(c * w)
        if k <= 1.0:
            return 1.0 + 99.0 * k                                       # 0 -> 1, weak -> 100
        if k <= 1e3:
            return 100.0 + 400.0 * math.log(k) / math.log(1e3)          # medium -> 500
        if k <= 1e6:
            return 500.0 + 400.0 * math.log(k / 1e3) / math.log(1e3)    # strong -> 900
        return 900.0 + 99.0 * math.log(k / 1e6) / math.log(_KIWI_REQUIRED / 1e6)  # -> 999

    def __repr__(self):
        return "<trellis strength: required=1000 strong=900 medium=500 weak=100>"


strength = _Strength()

_NAMED = {"required": 1000.0, "strong": 900.0, "medium": 500.0, "weak": 100.0}


def _priority(value):
    """A strength given as a name or a number, as a Trellis priority in 1...1000."""
    if isinstance(value, str):
        try:
            return _NAMED[value]
        except KeyError:
            raise ValueError("unknown strength %r (use required, strong, medium, weak or a "
                             "number in 1...1000)" % value) from None
    if not _is_number(value):
        raise TypeError("a strength is a str or a number, got %s" % type(value).__name__)
    value = float(value)
    if not (1.0 <= value <= 1000.0):  # also false for NaN
        raise ValueError("a strength is a Trellis priority in 1...1000, got %r" % value)
    return value


# --- symbolic expressions ------------------------------------------------------------------

def _as_expression(value):
    """Variable/Term/Expression/number as an Expression, or None for anything else."""
    if isinstance(value, Expression):
        return value
    if isinstance(value, Term):
        return Expression((value,))
    if isinstance(value, Variable):
        return Expression((Term(value),))
    if _is_number(value):
        return Expression((), value)
    return None


def _format_number(value):
    value = float(value)
    if math.isfinite(value) and value == int(value):
        return str(int(value))
    return repr(value)


class _Linear:
    """Operators shared by Variable, Term and Expression: + - and comparisons."""

    __slots__ = ()
    __hash__ = object.__hash__

    def __add__(self, other):
        rhs = _as_expression(other)
        if rhs is None:
            return NotImplemented
        lhs = _as_expression(self)
        return Expression(lhs._terms + rhs._terms, lhs._constant + rhs._constant)

    def __radd__(self, other):
        lhs = _as_expression(other)
        if lhs is None:
            return NotImplemented
        rhs = _as_expression(self)
        return Expression(lhs._terms + rhs._terms, lhs._constant + rhs._constant)

    def __sub__(self, other):
        rhs = _as_expression(other)
        if rhs is None:
            return NotImplemented
        return self + (-rhs)

    def __rsub__(self, other):
        lhs = _as_expression(other)
        if lhs is None:
            return NotImplemented
        return lhs + (-self)

    def __pos__(self):
        return self

    def __truediv__(self, other):
        if not _is_number(other):
            return NotImplemented
        if other == 0:
            raise ZeroDivisionError("division by zero")
        return self * (1.0 / other)

    def _compare(self, other, op):
        rhs = _as_expression(other)
        if rhs is None:
            return NotImplemented
        return Constraint(_as_expression(self) - rhs, op)

    def __eq__(self, other):
        return self._compare(other, "==")

    def __le__(self, other):
        return self._compare(other, "<=")

    def __ge__(self, other):
        return self._compare(other, ">=")

    def _unsupported(self, other, op):
        raise TypeError("unsupported operand type(s) for %s: '%s' and '%s' (constraints use "
                        "==, <= and >=)" % (op, type(self).__name__, type(other).__name__))

    def __ne__(self, other):
        self._unsupported(other, "!=")

    def __lt__(self, other):
        self._unsupported(other, "<")

    def __gt__(self, other):
        self._unsupported(other, ">")


class Variable(_Linear):
    """A solver variable. Solver-independent: any number of solvers may use it."""

    __slots__ = ("_name", "_context", "_value", "_ids", "__weakref__")

    def __init__(self, name="", context=None):
        if not isinstance(name, str):
            raise TypeError("a variable's name is a str, got %s" % type(name).__name__)
        self._name = name
        self._context = context
        self._value = 0.0
        # Solver handle (one per Solver, new at reset) -> the id of this variable's C
        # variable in that solver. Weak, so a dead solver's ids go with it.
        self._ids = weakref.WeakKeyDictionary()

    def name(self):
        return self._name

    def setName(self, name):
        if not isinstance(name, str):
            raise TypeError("a variable's name is a str, got %s" % type(name).__name__)
        self._name = name

    def context(self):
        return self._context

    def setContext(self, context):
        self._context = context

    def value(self):
        """The value published by the last Solver.updateVariables() covering this variable
        (0.0 before any)."""
        return self._value

    def __neg__(self):
        return Term(self, -1.0)

    def __mul__(self, other):
        if not _is_number(other):
            return NotImplemented
        return Term(self, float(other))

    __rmul__ = __mul__

    def __repr__(self):
        return self._name or "<unnamed Variable at 0x%x>" % id(self)

    __str__ = __repr__


class Term(_Linear):
    """coefficient * variable."""

    __slots__ = ("_variable", "_coefficient")

    def __init__(self, variable, coefficient=1.0):
        if not isinstance(variable, Variable):
            raise TypeError("a Term needs a Variable, got %s" % type(variable).__name__)
        if not _is_number(coefficient):
            raise TypeError("a coefficient is a number, got %s" % type(coefficient).__name__)
        self._variable = variable
        self._coefficient = float(coefficient)

    def variable(self):
        return self._variable

    def coefficient(self):
        return self._coefficient

    def value(self):
        return self._coefficient * self._variable.value()

    def __neg__(self):
        return Term(self._variable, -self._coefficient)

    def __mul__(self, other):
        if not _is_number(other):
            return NotImplemented
        return Term(self._variable, self._coefficient * other)

    __rmul__ = __mul__

    def __repr__(self):
        return "%s * %r" % (_format_number(self._coefficient), self._variable)


class Expression(_Linear):
    """sum(terms) + constant."""

    __slots__ = ("_terms", "_constant")

    def __init__(self, terms=(), constant=0.0):
        terms = tuple(terms)
        for term in terms:
            if not isinstance(term, Term):
                raise TypeError("an Expression holds Terms, got %s" % type(term).__name__)
        if not _is_number(constant):
            raise TypeError("a constant is a number, got %s" % type(constant).__name__)
        self._terms = terms
        self._constant = float(constant)

    def terms(self):
        return self._terms

    def constant(self):
        return self._constant

    def value(self):
        return sum(term.value() for term in self._terms) + self._constant

    def __neg__(self):
        return Expression(tuple(-term for term in self._terms), -self._constant)

    def __mul__(self, other):
        if not _is_number(other):
            return NotImplemented
        return Expression(tuple(term * other for term in self._terms), self._constant * other)

    __rmul__ = __mul__

    def _reduced(self):
        """The same expression with one term per variable (in order of first appearance)."""
        coefficients = {}
        for term in self._terms:
            v = term._variable
            coefficients[v] = coefficients.get(v, 0.0) + term._coefficient
        return Expression(tuple(Term(v, c) for v, c in coefficients.items()), self._constant)

    def __repr__(self):
        parts = [repr(term) for term in self._terms] + [_format_number(self._constant)]
        return " + ".join(parts)


class Constraint:
    """expression OP 0 at a strength; OP is "==", "<=" or ">=". Compared by identity."""

    __slots__ = ("_expression", "_op", "_strength", "__weakref__")

    def __init__(self, expression, op, strength=REQUIRED):
        expr = _as_expression(expression)
        if expr is None:
            raise TypeError("a constraint's expression is a Variable, Term, Expression or "
                            "number, got %s" % type(expression).__name__)
        if op not in ("==", "<=", ">="):
            raise ValueError("a relation is '==', '<=' or '>=', got %r" % (op,))
        self._expression = expr._reduced()
        self._op = op
        self._strength = _priority(strength)

    def expression(self):
        return self._expression

    def op(self):
        return self._op

    def strength(self):
        return self._strength

    def violated(self):
        """Whether the constraint does not hold for the variables' current values."""
        value = self._expression.value()
        if self._op == "==":
            return abs(value) > 1e-8
        if self._op == "<=":
            return value > 1e-8
        return value < -1e-8

    def __or__(self, strength):
        return Constraint(self._expression, self._op, strength)

    __ror__ = __or__

    def __repr__(self):
        return "%r %s 0 | strength = %s" % (self._expression, self._op,
                                           _format_number(self._strength))


# --- the solver ----------------------------------------------------------------------------

_RELATIONS = {"==": _lib.EQ, "<=": _lib.LE, ">=": _lib.GE}


class _Handle:
    """Owns one C solver (freed with this object)."""

    __slots__ = ("pointer", "__weakref__")

    def __init__(self):
        pointer = _lib.solver_p()
        _lib.check(_lib.lib().trellis_solver_new(ctypes.byref(pointer)))
        self.pointer = pointer

    def __del__(self):
        pointer, self.pointer = getattr(self, "pointer", None), None
        if pointer:
            try:
                _lib.lib().trellis_solver_free(pointer)
            except Exception:
                pass


class Solver:
    """A Trellis raw solver with kiwisolver's methods."""

    def __init__(self):
        self._open()

    # - handle management -

    def _open(self):
        self._handle = _Handle()
        self._constraints = {}  # Constraint -> C constraint id
        self._edits = {}        # Variable -> priority
        self._refs = {}         # Variable -> number of constraints and edits using it

    def _var_id(self, variable):
        """The id of `variable`'s C variable in this solver, created on first use.

        Variables map C ids per handle (weakly), so after reset() or once the solver is gone
        the old ids are simply forgotten."""
        handle = self._handle
        vid = variable._ids.get(handle)
        if vid is None:
            out = _lib.c_var()
            name = variable._name.encode("utf-8", "replace").replace(b"\0", b"?")
            _lib.check(_lib.lib().trellis_solver_new_variable(handle.pointer, name, ctypes.byref(out)))
            vid = out.value
            variable._ids[handle] = vid
        return vid

    def _retain(self, variable):
        self._refs[variable] = self._refs.get(variable, 0) + 1

    def _release(self, variable):
        count = self._refs.get(variable, 0) - 1
        if count > 0:
            self._refs[variable] = count
        else:
            self._refs.pop(variable, None)

    # - constraints -

    def addConstraint(self, constraint):
        """Add a constraint. Raises DuplicateConstraint, UnsatisfiableConstraint (the solver
        is left unchanged) or ArgumentError (NaN/infinite numbers)."""
        if not isinstance(constraint, Constraint):
            raise TypeError("expected a Constraint, got %s" % type(constraint).__name__)
        if constraint in self._constraints:
            raise DuplicateConstraint(constraint)
        expr = constraint._expression
        terms = expr._terms
        count = len(terms)
        vars_ = (_lib.c_var * max(count, 1))()
        coefficients = (ctypes.c_double * max(count, 1))()
        for i, term in enumerate(terms):
            vars_[i] = self._var_id(term._variable)
            coefficients[i] = term._coefficient
        out = _lib.c_constraint()
        status = _lib.lib().trellis_solver_add_constraint(
            self._handle.pointer, vars_, coefficients, count, expr._constant,
            _RELATIONS[constraint._op], constraint._strength, ctypes.byref(out))
        _lib.check(status, {
            _lib.ERROR_UNSATISFIABLE: lambda message: UnsatisfiableConstraint(
                constraint, "%s (%s)" % (message, constraint) if message else None),
        })
        self._constraints[constraint] = out.value
        for term in terms:
            self._retain(term._variable)

    def removeConstraint(self, constraint):
        """Remove a constraint added earlier; UnknownConstraint if it is not in the solver."""
        cid = self._constraints.get(constraint)
        if cid is None:
            raise UnknownConstraint(constraint)
        status = _lib.lib().trellis_solver_remove_constraint(self._handle.pointer, cid)
        _lib.check(status, {
            _lib.ERROR_NOT_FOUND: lambda message: UnknownConstraint(constraint, message or None),
        })
        del self._constraints[constraint]
        for term in constraint._expression._terms:
            self._release(term._variable)

    def hasConstraint(self, constraint):
        return constraint in self._constraints

    # - edit variables -

    def addEditVariable(self, variable, strength):
        """Make `variable` an edit variable at `strength` (below required). Raises
        DuplicateEditVariable or BadRequiredStrength."""
        if not isinstance(variable, Variable):
            raise TypeError("expected a Variable, got %s" % type(variable).__name__)
        if variable in self._edits:
            raise DuplicateEditVariable(variable)
        priority = _priority(strength)
        if priority >= REQUIRED:
            raise BadRequiredStrength()
        vid = self._var_id(variable)
        status = _lib.lib().trellis_solver_add_edit_variable(self._handle.pointer, vid, priority)
        _lib.check(status, {
            _lib.ERROR_STATE: lambda message: DuplicateEditVariable(variable, message or None),
        })
        self._edits[variable] = priority
        self._retain(variable)
        # kiwi's edits start by suggesting 0; make sure of it whatever the library's first
        # suggestion is (a no-op when it is 0 already).
        _lib.check(_lib.lib().trellis_solver_suggest_value(self._handle.pointer, vid, 0.0))

    def removeEditVariable(self, variable):
        """Stop `variable` being an edit variable; UnknownEditVariable if it is not one."""
        if variable not in self._edits:
            raise UnknownEditVariable(variable)
        vid = variable._ids[self._handle]
        status = _lib.lib().trellis_solver_remove_edit_variable(self._handle.pointer, vid)
        _lib.check(status, {
            _lib.ERROR_STATE: lambda message: UnknownEditVariable(variable, message or None),
            _lib.ERROR_NOT_FOUND: lambda message: UnknownEditVariable(variable, message or None),
        })
        del self._edits[variable]
        self._release(variable)

    def hasEditVariable(self, variable):
        return variable in self._edits

    def suggestValue(self, variable, value):
        """Suggest a value for an edit variable. Raises UnknownEditVariable, or
        ArgumentError for NaN/infinite values."""
        if variable not in self._edits:
            raise UnknownEditVariable(variable)
        if not _is_number(value):
            raise TypeError("a suggested value is a number, got %s" % type(value).__name__)
        status = _lib.lib().trellis_solver_suggest_value(self._handle.pointer,
                                                         variable._ids[self._handle],
                                                         float(value))
        _lib.check(status, {
            _lib.ERROR_STATE: lambda message: UnknownEditVariable(variable, message or None),
        })

    # - solution -

    def updateVariables(self):
        """Publish the solution: every variable used by this solver gets its value."""
        lib = _lib.lib()
        handle = self._handle
        _lib.check(lib.trellis_solver_update(handle.pointer))
        for variable in self._refs:
            value = lib.trellis_solver_value(handle.pointer, variable._ids[handle])
            if math.isnan(value):
                raise TrellisError(_lib.last_error() or "no value for %r" % (variable,))
            variable._value = value

    def reset(self):
        """Back to an empty solver. Variables keep their last values."""
        self._open()

    # - inspection -

    def dumps(self):
        """A text description of the solver's constraints and edit variables."""
        lines = ["Constraints:"]
        lines += ["    %r" % (c,) for c in self._constraints]
        lines.append("Edit variables:")
        lines += ["    %r | strength = %s" % (v, _format_number(p)) for v, p in self._edits.items()]
        return "\n".join(lines) + "\n"

    def dump(self):
        print(self.dumps(), end="")
