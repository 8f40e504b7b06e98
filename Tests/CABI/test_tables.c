/*
 * Table views through the C ABI (docs/uikit-behaviours.md §9, "Table views", T1-T7): rows
 * whose cells are scenes, self-sizing heights with the separator's pixel, host rows and text.
 * Sources as in Tests/TrellisDocumentTests/TableViewTests.swift: Apple's "Working with
 * Self-Sizing Table View Cells" and UITableView.rowHeight documentation; the separator
 * pixel as IB shows it (54-point content, 54.5-point row at 2x).
 */
#include "checks.h"

/* A list of badge cells: a 30-point box pinned to the content view's margins, and a label
 * beside it pinned to the same top margin. "Big" cells are 100 points tall. */
static const char *LIST =
    "{'format': 'trellis/1', 'initialScene': 'main', 'scenes': ["
    "  {'id': 'main', 'root': {'id': 'root', 'subviews': ["
    "     {'id': 'list', 'kind': 'tableView', 'rows': ["
    "        {'cell': 'Badge', 'count': 3}, {'cell': 'Big'}, {'cell': 'Badge', 'text': {'name': 'Ada Lovelace'}}]},"
    "     {'id': 'same', 'kind': 'label', 'text': 'Ada Lovelace'}]},"
    "   'constraints': ['list.leading == root.leading', 'list.trailing == root.trailing',"
    "     'list.top == root.top', 'list.bottom == root.bottom', 'same.top == root.top', 'same.leading == root.leading']},"
    "  {'id': 'Badge', 'root': {'id': 'badge', 'subviews': [{'id': 'box'}, {'id': 'name', 'kind': 'label', 'text': 'x'}]},"
    "   'constraints': ['box.leading == badge.leadingMargin', 'box.top == badge.topMargin',"
    "     'box.bottom == badge.bottomMargin', 'box.width == 30', 'box.height == 30',"
    "     'name.leading == box.trailing + 8', 'name.top == badge.topMargin']},"
    "  {'id': 'Big', 'root': {'id': 'big', 'layoutMargins': [0, 0, 0, 0], 'subviews': [{'id': 'fill'}]},"
    "   'constraints': ['fill.leading == big.leading', 'fill.trailing == big.trailing',"
    "     'fill.top == big.top', 'fill.bottom == big.bottom', 'fill.height == 100']}]}";

static void test_rows_and_content_size(void) {
    trellis_document *d = doc(LIST);
    trellis_scene *s = scene_at(d, 375, 667);
    trellis_rect r;
    double size[2] = {0, 0};
    size_t count = 0;
    CHECK_STATUS(trellis_scene_set_display_scale(s, 2), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_ROOT_FRAME(s, "list", 0, 0, 375, 667);
    CHECK_STATUS(trellis_scene_table_row_count(s, "list", &count), TRELLIS_OK);
    CHECK(count == 5);
    /* 11 + 30 + 11 = 52, + half a point of separator at 2x. */
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 0, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 375, 52.5);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 2, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 105, 375, 52.5);
    /* The Big cell declares zero margins: 100 + 0.5. */
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 3, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 157.5, 375, 100.5);
    CHECK_STATUS(trellis_scene_content_size(s, "list", size), TRELLIS_OK);
    CHECK(size[0] == 375 && size[1] == 52.5 * 4 + 100.5);
    /* 375 points wide: 16-point side margins (T1). */
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 1, "box", &r), TRELLIS_OK);
    CHECK_RECT(r, 16, 11, 30, 30);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_row_text_is_measured_like_the_scenes_own_labels(void) {
    trellis_document *d = doc(LIST);
    trellis_scene *s = scene_at(d, 414, 896);
    trellis_rect same, name, plain;
    CHECK_STATUS(trellis_scene_frame_in_root(s, "same", &same), TRELLIS_OK);
    /* Row 4 sets "Ada Lovelace" on the cell's label: as wide as the same text in the scene. */
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 4, "name", &name), TRELLIS_OK);
    CHECK_RECT(name, 20 + 30 + 8, 11, same.width, same.height);
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 0, "name", &plain), TRELLIS_OK);
    CHECK(plain.width < same.width); /* the cell's own "x" */
    /* The host sets and clears a row's text. */
    CHECK_STATUS(trellis_scene_table_set_row_text(s, "list", 0, "name", "Ada Lovelace"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 0, "name", &name), TRELLIS_OK);
    CHECK(fabs(name.width - same.width) < 1e-9);
    CHECK_STATUS(trellis_scene_table_set_row_text(s, "list", 0, "name", NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 0, "name", &name), TRELLIS_OK);
    CHECK(fabs(name.width - plain.width) < 1e-9);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_host_rows_heights_and_errors(void) {
    trellis_document *d = doc(LIST);
    trellis_scene *s = scene_at(d, 375, 667);
    trellis_rect r = {-1, -1, -1, -1};
    size_t count = 0;
    /* Scale 0 (no rounding): a one-point separator. */
    CHECK_STATUS(trellis_scene_table_insert_rows(s, "list", 0, "Big", 2), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 2, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 202, 375, 53);
    CHECK_STATUS(trellis_scene_table_delete_rows(s, "list", 0, 5), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_row_count(s, "list", &count), TRELLIS_OK);
    CHECK(count == 2);
    CHECK_STATUS(trellis_scene_table_set_row_height(s, "list", 60), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 1, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 60, 375, 60);
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 1, "badge", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 375, 59);
    CHECK_STATUS(trellis_scene_table_set_row_height(s, "list", TRELLIS_ROW_HEIGHT_AUTOMATIC), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 1, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 101, 375, 53);

    /* Errors change nothing. */
    CHECK_STATUS(trellis_scene_table_insert_rows(s, "list", 0, "Bdge", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK(json_is(trellis_last_error(), "no scene 'Bdge' in the document for a table cell (did you mean 'Badge'?)"));
    CHECK_STATUS(trellis_scene_table_insert_rows(s, "list", 3, "Big", 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_insert_rows(s, "list", 0, "Big", (size_t)-1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_insert_rows(s, "list", 0, "Big", 1000001), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_delete_rows(s, "list", 1, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_delete_rows(s, "list", (size_t)-1, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_set_row_text(s, "list", 1, "box", "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_set_row_text(s, "list", 0, "nobody", "x"), TRELLIS_ERROR_NOT_FOUND);
    CHECK(json_contains(trellis_last_error(), "cell 'Big' has no view 'nobody'"));
    CHECK_STATUS(trellis_scene_table_set_row_text(s, "list", 9, "name", "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_set_row_height(s, "list", -2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_set_row_height(s, "list", NAN), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "same", 0, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "nobody", 0, &r), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 0, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_row_frame(NULL, "list", 0, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_cell_frame(s, "list", 0, NULL, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_row_count(s, NULL, &count), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_table_row_count(s, "list", &count), TRELLIS_OK);
    CHECK(count == 2);
    CHECK_STATUS(trellis_scene_table_row_frame(s, "list", 1, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 101, 375, 53);
    trellis_scene_free(s);
    trellis_document_free(d);
}

int main(void) {
    test_rows_and_content_size();
    test_row_text_is_measured_like_the_scenes_own_labels();
    test_host_rows_heights_and_errors();
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
