/*
 * The 30-second Trellis example: three boxes in a row, 8 points apart, equal widths,
 * filling a container whose width the host changes. Uses the raw solver of trellis.h.
 *
 *   make LIBDIR=../../.build/release && ./example
 */
#include <stdio.h>

#include "trellis.h"

/* Stops the program with the library's message when a call fails. */
#define TRY(call)                                                                     \
    do {                                                                              \
        trellis_status status_ = (call);                                              \
        if (status_ != TRELLIS_OK) {                                                  \
            fprintf(stderr, "%s failed (%d): %s\n", #call, (int)status_, trellis_last_error()); \
            trellis_solver_free(s);                                                   \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

/* Adds  sum(c[i] * v[i]) + constant  REL 0. */
#define ADD(n, v, c, constant, rel, priority) \
    TRY(trellis_solver_add_constraint(s, v, c, n, constant, rel, priority, &id))

int main(void) {
    trellis_solver *s = NULL;
    trellis_var width, left[3], w[3];
    trellis_constraint id;
    const double widths[3] = {320, 500, 20};
    const double spacing = 8;
    int i, k;

    printf("Trellis %s\n", trellis_version());
    TRY(trellis_solver_new(&s));
    TRY(trellis_solver_new_variable(s, "width", &width));
    for (i = 0; i < 3; i++) {
        TRY(trellis_solver_new_variable(s, "left", &left[i]));
        TRY(trellis_solver_new_variable(s, "w", &w[i]));
    }

    {   /* left0 == 0 */
        trellis_var v[1]; double c[1] = {1};
        v[0] = left[0];
        ADD(1, v, c, 0, TRELLIS_EQ, 1000);
    }
    for (i = 0; i < 2; i++) { /* left[i+1] == left[i] + w[i] + spacing */
        trellis_var v[3]; double c[3] = {1, -1, -1};
        v[0] = left[i + 1]; v[1] = left[i]; v[2] = w[i];
        ADD(3, v, c, -spacing, TRELLIS_EQ, 1000);
    }
    {   /* left2 + w2 == width */
        trellis_var v[3]; double c[3] = {1, 1, -1};
        v[0] = left[2]; v[1] = w[2]; v[2] = width;
        ADD(3, v, c, 0, TRELLIS_EQ, 1000);
    }
    for (i = 0; i < 3; i++) {
        trellis_var v[2]; double c[2] = {1, -1};
        trellis_var one[1]; double c1[1] = {1};
        if (i < 2) { /* w[i] == w[i+1] */
            v[0] = w[i]; v[1] = w[i + 1];
            ADD(2, v, c, 0, TRELLIS_EQ, 1000);
        }
        one[0] = w[i]; /* w[i] >= 0 */
        ADD(1, one, c1, 0, TRELLIS_GE, 1000);
    }

    /* The container width is edited by the host (strongest optional level). */
    TRY(trellis_solver_add_edit_variable(s, width, 999));
    for (k = 0; k < 3; k++) {
        TRY(trellis_solver_suggest_value(s, width, widths[k]));
        TRY(trellis_solver_update(s));
        printf("width %g:", trellis_solver_value(s, width));
        for (i = 0; i < 3; i++)
            printf("  box%d x=%g w=%g", i, trellis_solver_value(s, left[i]),
                   trellis_solver_value(s, w[i]));
        printf("\n");
    }
    trellis_solver_free(s);
    return 0;
}
