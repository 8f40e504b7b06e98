/*
 * C ABI tests of the batched solver calls of Include/trellis.h: trellis_solver_values (many
 * published values in one call, for hosts that mirror every variable, like the Python
 * binding's updateVariables) and trellis_solver_suggest_values (many suggestions in one
 * call, for hosts that suggest several edit values before reading the solution).
 *
 * Plain C99; Tests/CABI/run.sh compiles and runs it. Prints failures on stderr and one
 * closing line "N passed, M failed" on stdout; exits 1 if any check failed.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"

static trellis_solver *new_solver(void) {
    trellis_solver *s = NULL;
    if (trellis_solver_new(&s) != TRELLIS_OK || s == NULL) {
        fprintf(stderr, "cannot create a solver; giving up\n");
        printf("%d passed, %d failed\n", passed, failed + 1);
        exit(1);
    }
    return s;
}

/* x == constant, required */
static void fix(trellis_solver *s, trellis_var x, double value) {
    double one = 1;
    CHECK_STATUS(trellis_solver_add_constraint(s, &x, &one, 1, -value, TRELLIS_EQ, 1000, NULL),
                 TRELLIS_OK);
}

static void test_values_match_single_reads_in_order(void) {
    trellis_solver *s = new_solver();
    trellis_var x, y, z;
    CHECK_STATUS(trellis_solver_new_variable(s, "x", &x), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_new_variable(s, "y", &y), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_new_variable(s, "z", &z), TRELLIS_OK);
    fix(s, x, 10);
    fix(s, y, -2.5);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    /* z is in no constraint: 0, as trellis_solver_value says; a variable may repeat. */
    trellis_var vars[4] = {z, y, x, y};
    double out[4] = {99, 99, 99, 99};
    CHECK_STATUS(trellis_solver_values(s, vars, 4, out), TRELLIS_OK);
    CHECK(out[0] == 0 && out[1] == -2.5 && out[2] == 10 && out[3] == -2.5);
    for (int i = 0; i < 4; i++) CHECK(out[i] == trellis_solver_value(s, vars[i]));
    trellis_solver_free(s);
}

static void test_values_are_the_published_ones(void) {
    /* Like trellis_solver_value: what the last trellis_solver_update published. */
    trellis_solver *s = new_solver();
    trellis_var x;
    CHECK_STATUS(trellis_solver_new_variable(s, "x", &x), TRELLIS_OK);
    fix(s, x, 7);
    double out = 99;
    CHECK_STATUS(trellis_solver_values(s, &x, 1, &out), TRELLIS_OK);
    CHECK(out == 0);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_values(s, &x, 1, &out), TRELLIS_OK);
    CHECK(out == 7);
    trellis_solver_free(s);
}

static void test_bad_arguments_write_nothing(void) {
    trellis_solver *s = new_solver();
    trellis_var x;
    CHECK_STATUS(trellis_solver_new_variable(s, "x", &x), TRELLIS_OK);
    fix(s, x, 3);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    double out[2] = {99, 99};
    trellis_var unknown[2] = {x, 4242};
    CHECK_STATUS(trellis_solver_values(s, unknown, 2, out), TRELLIS_ERROR_NOT_FOUND);
    CHECK(strstr(trellis_last_error(), "vars[1]") != NULL);
    CHECK(out[0] == 99 && out[1] == 99);
    CHECK_STATUS(trellis_solver_values(NULL, &x, 1, out), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_values(s, NULL, 1, out), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_values(s, &x, 1, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_values(s, &x, (size_t)1 << 40, out), TRELLIS_ERROR_ARGUMENT);
    CHECK(out[0] == 99);
    /* count 0 reads nothing and accepts NULL arrays */
    CHECK_STATUS(trellis_solver_values(s, NULL, 0, NULL), TRELLIS_OK);
    trellis_solver_free(s);
}

static void test_a_thousand_variables_in_one_call(void) {
    enum { N = 1000 };
    trellis_solver *s = new_solver();
    static trellis_var vars[N];
    static double out[N];
    int refused = 0;
    for (int i = 0; i < N; i++) {
        double one = 1;
        refused += trellis_solver_new_variable(s, NULL, &vars[i]) != TRELLIS_OK;
        refused += trellis_solver_add_constraint(s, &vars[i], &one, 1, -i * 0.5, TRELLIS_EQ,
                                                 1000, NULL) != TRELLIS_OK;
    }
    CHECK(refused == 0);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_values(s, vars, N, out), TRELLIS_OK);
    int wrong = 0;
    for (int i = 0; i < N; i++) wrong += fabs(out[i] - i * 0.5) > 1e-9;
    CHECK(wrong == 0);
    trellis_solver_free(s);
}

/* left + width == right, required; left and width are edit variables. */
static trellis_solver *row_solver(trellis_var *left, trellis_var *width, trellis_var *right) {
    trellis_solver *s = new_solver();
    CHECK_STATUS(trellis_solver_new_variable(s, "left", left), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_new_variable(s, "width", width), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_new_variable(s, "right", right), TRELLIS_OK);
    trellis_var vars[3] = {*left, *width, *right};
    double coefficients[3] = {1, 1, -1};
    CHECK_STATUS(trellis_solver_add_constraint(s, vars, coefficients, 3, 0, TRELLIS_EQ, 1000, NULL),
                 TRELLIS_OK);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, *left, 900), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_add_edit_variable(s, *width, 900), TRELLIS_OK);
    return s;
}

static void test_suggest_values_is_suggest_value_in_order(void) {
    trellis_var left, width, right;
    trellis_solver *s = row_solver(&left, &width, &right);
    /* width appears twice: the later suggestion wins, as with two single calls */
    trellis_var vars[3] = {left, width, width};
    double values[3] = {10, 50, 30};
    CHECK_STATUS(trellis_solver_suggest_values(s, vars, values, 3), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK(trellis_solver_value(s, left) == 10);
    CHECK(trellis_solver_value(s, width) == 30);
    CHECK(trellis_solver_value(s, right) == 40);
    trellis_solver_free(s);
}

static void test_refused_suggest_values_change_nothing(void) {
    trellis_var left, width, right;
    trellis_solver *s = row_solver(&left, &width, &right);
    trellis_var ok[2] = {left, width};
    double start[2] = {1, 2};
    CHECK_STATUS(trellis_solver_suggest_values(s, ok, start, 2), TRELLIS_OK);
    /* right is a variable but no edit variable: refused before left moves */
    trellis_var not_edit[2] = {left, right};
    double values[2] = {100, 5};
    CHECK_STATUS(trellis_solver_suggest_values(s, not_edit, values, 2), TRELLIS_ERROR_STATE);
    CHECK(strstr(trellis_last_error(), "vars[1]") != NULL);
    trellis_var unknown[2] = {left, 4242};
    CHECK_STATUS(trellis_solver_suggest_values(s, unknown, values, 2), TRELLIS_ERROR_NOT_FOUND);
    double nan_values[2] = {100, NAN};
    CHECK_STATUS(trellis_solver_suggest_values(s, ok, nan_values, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK(strstr(trellis_last_error(), "values[1]") != NULL);
    double infinite[2] = {INFINITY, 3};
    CHECK_STATUS(trellis_solver_suggest_values(s, ok, infinite, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_values(NULL, ok, values, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_values(s, NULL, values, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_values(s, ok, NULL, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_values(s, ok, values, (size_t)1 << 40),
                 TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_solver_suggest_values(s, NULL, NULL, 0), TRELLIS_OK);
    CHECK_STATUS(trellis_solver_update(s), TRELLIS_OK);
    CHECK(trellis_solver_value(s, left) == 1 && trellis_solver_value(s, width) == 2);
    CHECK(trellis_solver_value(s, right) == 3);
    trellis_solver_free(s);
}

int main(void) {
    test_suggest_values_is_suggest_value_in_order();
    test_refused_suggest_values_change_nothing();
    test_values_match_single_reads_in_order();
    test_values_are_the_published_ones();
    test_bad_arguments_write_nothing();
    test_a_thousand_variables_in_one_call();
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
