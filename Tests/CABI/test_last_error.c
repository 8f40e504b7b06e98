/*
 * Every failing path sets trellis_last_error(), including the functions that report
 * failure through their return value instead of a status (counts, ids, JSON strings,
 * solver values). Each check first leaves a different message behind ("document is
 * NULL"), so a function that forgets to set its own is caught.
 *
 * Plain C99: cc -std=c99 -I Include Tests/CABI/test_last_error.c -L <libdir> -ltrellis
 * (Tests/CABI/run.sh builds and runs it). Prints "N passed, M failed" last.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "checks.h"

/* Leaves "document is NULL" as the last error. */
static void prime(void) { (void)trellis_document_scene_id(NULL, 0); }

static void expect(int line, const char *what, int returned_failure, const char *message) {
    const char *actual = trellis_last_error();
    if (returned_failure && strcmp(actual, message) == 0) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "%s:%d: %s: failure value %s, last error \"%s\", expected \"%s\"\n", __FILE__, line,
                what, returned_failure ? "returned" : "NOT returned", actual, message);
    }
}

#define EXPECT(condition, message) expect(__LINE__, #condition, (condition), (message))

/* A measure callback that calls back into the scene it measures: every such call must be
 * refused (TRELLIS_ERROR_STATE), not re-enter the layout in progress. */
struct reentry {
    trellis_scene *scene;
    trellis_status set_size_status;
    size_t view_count;
    char message[160];
    int calls;
};

static int reentrant_measure(void *user, const char *view_id, const char *text, double point_size,
                             double max_width, trellis_measurement *out) {
    struct reentry *state = user;
    (void)view_id; (void)text; (void)max_width;
    state->calls++;
    state->set_size_status = trellis_scene_set_size(state->scene, 1, 1);
    strncpy(state->message, trellis_last_error(), sizeof state->message - 1);
    state->view_count = trellis_scene_view_count(state->scene);
    trellis_scene_free(state->scene); /* refused: the scene is laying out */
    out->width = 40;
    out->height = point_size;
    out->first_baseline = point_size;
    out->last_baseline = point_size;
    return 0;
}

int main(void) {
    const char *json =
        "{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"main\",\"root\":{\"id\":\"root\",\"subviews\":["
        "{\"id\":\"box\",\"kind\":\"view\"}]},\"constraints\":[\"box.width == 10\"]}]}";
    trellis_document *doc = NULL;
    trellis_scene *scene = NULL;
    trellis_solver *solver = NULL;
    size_t index = 0;
    if (trellis_document_load(json, strlen(json), &doc) != TRELLIS_OK
        || trellis_scene_new(doc, NULL, &scene) != TRELLIS_OK || trellis_solver_new(&solver) != TRELLIS_OK) {
        fprintf(stderr, "set-up failed: %s\n", trellis_last_error());
        printf("0 passed, 1 failed\n");
        return 1;
    }

    /* The first check's message differs from prime()'s, so prime() is seen to work. */
    prime();
    EXPECT(trellis_scene_view_count(NULL) == 0, "scene is NULL");
    prime();
    EXPECT(trellis_scene_is_installed(NULL, "box") == -1, "scene is NULL");
    prime();
    EXPECT(trellis_scene_is_installed(scene, NULL) == -1, "view_id is NULL");
    prime();
    EXPECT(trellis_scene_is_installed(scene, "nope") == -1, "unknown view \"nope\"");
    prime();
    EXPECT(trellis_scene_view_id(scene, 7) == NULL, "view index 7 out of range (2 views)");
    prime();
    EXPECT(trellis_scene_changed_views(NULL, &index, 1) == 0, "scene is NULL");
    prime();
    EXPECT(trellis_scene_diagnostics(NULL) == NULL, "scene is NULL");
    prime();
    EXPECT(trellis_scene_constraints_affecting(scene, "nope", 0) == NULL, "unknown view \"nope\"");
    prime();
    EXPECT(trellis_scene_constraints_affecting(scene, "box", 2) == NULL,
           "axis must be 0 (horizontal) or 1 (vertical), got 2");
    (void)trellis_scene_view_count(NULL);
    EXPECT(trellis_document_scene_count(NULL) == 0, "document is NULL");
    (void)trellis_scene_view_count(NULL);
    EXPECT(trellis_document_scene_id(doc, 3) == NULL, "scene index 3 out of range");
    (void)trellis_scene_view_count(NULL);
    EXPECT(trellis_document_segues(NULL) == NULL, "document is NULL");
    prime();
    EXPECT(isnan(trellis_solver_value(solver, 42)), "unknown variable 42");
    prime();
    EXPECT(isnan(trellis_solver_value(NULL, 0)), "solver is NULL");

    /* A failing call changes nothing: the scene still answers as before. */
    EXPECT(trellis_scene_is_installed(scene, "box") == 1 && trellis_scene_view_count(scene) == 2,
           trellis_last_error());

    {
        const char *text_json =
            "{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"main\",\"root\":{\"id\":\"root\",\"subviews\":["
            "{\"id\":\"title\",\"kind\":\"label\",\"text\":\"Hi\",\"fontSize\":10}]},"
            "\"constraints\":[\"title.left == root.left\",\"title.top == root.top\"]}]}";
        trellis_document *text_doc = NULL;
        trellis_scene *text_scene = NULL;
        struct reentry state;
        trellis_rect frame = {0, 0, 0, 0};
        memset(&state, 0, sizeof state);
        if (trellis_document_load(text_json, strlen(text_json), &text_doc) == TRELLIS_OK
            && trellis_scene_new(text_doc, NULL, &text_scene) == TRELLIS_OK) {
            state.scene = text_scene;
            trellis_scene_set_measure(text_scene, reentrant_measure, &state);
            trellis_scene_set_size(text_scene, 100, 100);
            trellis_scene_layout(text_scene);
            trellis_scene_frame(text_scene, "title", &frame);
            /* The callback's last call, the refused free, left its message. */
            EXPECT(state.calls > 0 && state.set_size_status == TRELLIS_ERROR_STATE,
                   "trellis_scene_free: the scene is laying out (called from its measure callback); not freed");
            EXPECT(state.view_count == 0
                       && strcmp(state.message, "the scene is laying out: its measure callback must not call "
                                                "functions on the same scene") == 0,
                   trellis_last_error());
            /* The refused calls changed nothing, the scene survived its attempted free, and
             * the callback's measurement (40 x 10) was used. */
            EXPECT(frame.width == 40 && frame.height == 10 && trellis_scene_view_count(text_scene) == 2,
                   trellis_last_error());
        } else {
            EXPECT(0, "set-up of the measure callback test");
        }
        trellis_scene_free(text_scene);
        trellis_document_free(text_doc);
    }

    trellis_solver_free(solver);
    trellis_scene_free(scene);
    trellis_document_free(doc);
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
