/*
 * trellis_release_cached_memory (docs/c-api.md, "Memory"): a scene's first layout keeps its
 * solver scratch in a process-wide cache for the next first layout; the call frees it and
 * says how much it freed, and layouts after it work as before (the cache refills).
 *
 * Plain C99 (Tests/CABI/run.sh builds and runs it). Prints "N passed, M failed" last.
 */
#include "checks.h"

enum { VIEW_COUNT = 400 };

/* A column of VIEW_COUNT plain views, 4 points apart: the direct pass solves it, with
 * scratch for about 1,600 rows (well over the cache's 16 KiB minimum block). */
static char *column_document(void) {
    size_t capacity = 256 + (size_t)VIEW_COUNT * 220;
    char *json = malloc(capacity);
    if (json == NULL) return NULL;
    size_t used = (size_t)snprintf(json, capacity,
                                   "{\"format\":\"trellis/1\",\"scenes\":[{\"id\":\"main\","
                                   "\"root\":{\"id\":\"root\",\"subviews\":[");
    for (int i = 0; i < VIEW_COUNT; i++)
        used += (size_t)snprintf(json + used, capacity - used, "%s{\"id\":\"v%d\"}", i ? "," : "", i);
    used += (size_t)snprintf(json + used, capacity - used, "]},\"constraints\":[");
    for (int i = 0; i < VIEW_COUNT; i++) {
        char above[32];
        if (i == 0) snprintf(above, sizeof above, "root.top");
        else snprintf(above, sizeof above, "v%d.bottom", i - 1);
        used += (size_t)snprintf(json + used, capacity - used,
                                 "%s\"v%d.leading == root.leading + 8\",\"v%d.width == 100\","
                                 "\"v%d.top == %s + 4\",\"v%d.height == 20\"",
                                 i ? "," : "", i, i, i, above, i);
    }
    snprintf(json + used, capacity - used, "]}]}");
    return json;
}

/* New scene, first layout, the last view's frame, free. */
static void lay_out_once(const trellis_document *doc) {
    trellis_scene *scene = NULL;
    CHECK_STATUS(trellis_scene_new(doc, "main", &scene), TRELLIS_OK);
    if (scene == NULL) return;
    CHECK_STATUS(trellis_scene_set_size(scene, 320, 10000), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(scene), TRELLIS_OK);
    trellis_rect frame = {0, 0, 0, 0};
    CHECK_STATUS(trellis_scene_frame(scene, "v399", &frame), TRELLIS_OK);
    CHECK_RECT(frame, 8, 4 + 399 * 24, 100, 20);
    trellis_scene_free(scene);
}

int main(void) {
    char *json = column_document();
    CHECK(json != NULL);
    if (json == NULL) return 1;
    trellis_document *doc = NULL;
    CHECK_STATUS(trellis_document_load(json, strlen(json), &doc), TRELLIS_OK);
    free(json);
    if (doc == NULL) return 1;

    (void)trellis_release_cached_memory();
    CHECK(trellis_release_cached_memory() == 0);
    lay_out_once(doc);
    size_t freed = trellis_release_cached_memory();
    CHECK(freed >= 16384);        /* the first layout's scratch was kept */
    CHECK(freed <= (4u << 20));   /* within the cache's bound */
    CHECK(trellis_release_cached_memory() == 0);
    lay_out_once(doc);            /* after a release: a fresh block, same frames */
    lay_out_once(doc);            /* and one from the refilled cache */
    CHECK(trellis_release_cached_memory() == freed);

    trellis_document_free(doc);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
