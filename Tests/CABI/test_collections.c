/*
 * Collection views through the C ABI (docs/uikit-behaviours.md §9, "Collection views",
 * F1-F9): items whose cells are scenes placed by a flow layout, host items and text. Sources
 * as in Tests/TrellisDocumentTests/CollectionViewTests.swift: Apple's "Using the Flow Layout"
 * (lines filled until the next item does not fit, spacing adjusted upward, items centred on a
 * line) and UICollectionViewFlowLayout's itemSize default (50, 50); Interface Builder's
 * stored frames (Kingfisher's demo: a 250-point item in a 414-point collection at x = 82).
 */
#include "checks.h"

/* A photo grid: Photo cells fill their item; Tag cells hold a label inside 8-point margins. */
static const char *GRID =
    "{'format': 'trellis/1', 'initialScene': 'main', 'scenes': ["
    "  {'id': 'main', 'root': {'id': 'root', 'subviews': ["
    "     {'id': 'grid', 'kind': 'collectionView', 'itemSize': [250, 250], 'sectionInset': [10, 0, 10, 0],"
    "      'items': [{'cell': 'Photo', 'count': 3}]},"
    "     {'id': 'same', 'kind': 'label', 'text': 'x'}]},"
    "   'constraints': ['grid.leading == root.leading', 'grid.trailing == root.trailing',"
    "     'grid.top == root.top', 'grid.bottom == root.bottom', 'same.top == root.top', 'same.leading == root.leading']},"
    "  {'id': 'Photo', 'root': {'id': 'photoContent', 'subviews': [{'id': 'photo', 'kind': 'image'}]},"
    "   'constraints': ['photo.leading == photoContent.leading', 'photo.trailing == photoContent.trailing',"
    "     'photo.top == photoContent.top', 'photo.bottom == photoContent.bottom']},"
    "  {'id': 'Tag', 'root': {'id': 'tagContent', 'subviews': [{'id': 'name', 'kind': 'label', 'text': 'tag'}]},"
    "   'constraints': ['name.leading == tagContent.leadingMargin', 'name.trailing == tagContent.trailingMargin',"
    "     'name.top == tagContent.topMargin', 'name.bottom == tagContent.bottomMargin']}]}";

static void test_items_and_content_size(void) {
    trellis_document *d = doc(GRID);
    trellis_scene *s = scene_at(d, 414, 736);
    trellis_rect r;
    double size[2] = {0, 0};
    size_t count = 0;
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_item_count(s, "grid", &count), TRELLIS_OK);
    CHECK(count == 3);
    /* IB (Kingfisher): a lone 250-point item centred in 414 points, at x = 82 (F3). */
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 0, &r), TRELLIS_OK);
    CHECK_RECT(r, 82, 10, 250, 250);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 2, &r), TRELLIS_OK);
    CHECK_RECT(r, 82, 530, 250, 250);
    /* 10 + 3 x 250 + 2 x 10 + 10. */
    CHECK_STATUS(trellis_scene_content_size(s, "grid", size), TRELLIS_OK);
    CHECK(size[0] == 414 && size[1] == 790);
    CHECK_STATUS(trellis_scene_collection_cell_frame(s, "grid", 1, "photo", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 250, 250);
    trellis_scene_free(s);
    trellis_document_free(d);
}

static void test_host_items_and_errors(void) {
    trellis_document *d = doc(GRID);
    trellis_scene *s = scene_at(d, 414, 736);
    trellis_rect r = {-1, -1, -1, -1}, same;
    size_t count = 0;
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    /* Tag items are 250 x 250 too (the layout's itemSize): with Photo ones, still one a line. */
    CHECK_STATUS(trellis_scene_collection_insert_items(s, "grid", 1, "Tag", 2), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_item_count(s, "grid", &count), TRELLIS_OK);
    CHECK(count == 5);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 4, &r), TRELLIS_OK);
    CHECK_RECT(r, 82, 1050, 250, 250);
    /* The host's text is measured as the scene's own label with the same text. */
    CHECK_STATUS(trellis_scene_collection_set_item_text(s, "grid", 1, "name", "x"), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_frame_in_root(s, "same", &same), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_cell_frame(s, "grid", 1, "name", &r), TRELLIS_OK);
    CHECK_RECT(r, 8, 8, 234, 234);
    CHECK_STATUS(trellis_scene_collection_set_item_text(s, "grid", 1, "name", NULL), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_delete_items(s, "grid", 0, 4), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 0, &r), TRELLIS_OK);
    CHECK_RECT(r, 82, 10, 250, 250);

    /* Errors change nothing. */
    CHECK_STATUS(trellis_scene_collection_insert_items(s, "grid", 0, "Phto", 1), TRELLIS_ERROR_NOT_FOUND);
    CHECK(json_is(trellis_last_error(), "no scene 'Phto' in the document for a collection cell (did you mean 'Photo'?)"));
    CHECK_STATUS(trellis_scene_collection_insert_items(s, "grid", 2, "Photo", 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_insert_items(s, "grid", 0, "Photo", (size_t)-1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_insert_items(s, "grid", 0, "Photo", 1000000), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_delete_items(s, "grid", 0, 2), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_delete_items(s, "grid", (size_t)-1, 1), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_set_item_text(s, "grid", 0, "photo", "x"), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_set_item_text(s, "grid", 0, "nobody", "x"), TRELLIS_ERROR_NOT_FOUND);
    CHECK(json_contains(trellis_last_error(), "cell 'Photo' has no view 'nobody'"));
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "same", 0, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK(json_is(trellis_last_error(), "view 'same' is a label, not a collection view"));
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "nobody", 0, &r), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 1, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 0, NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_item_frame(NULL, "grid", 0, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_cell_frame(s, "grid", 0, NULL, &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_item_count(s, NULL, &count), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_item_count(s, "grid", &count), TRELLIS_OK);
    CHECK(count == 1);
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 0, &r), TRELLIS_OK);
    CHECK_RECT(r, 82, 10, 250, 250);
    trellis_scene_free(s);
    trellis_document_free(d);
}

/* F9, Apple's headerReferenceSize documentation: "for the vertical scrolling direction, the
 * layout object uses the height value ... the width of the header would be set to the width
 * of the collection view"; the header precedes the section's top inset, the footer follows
 * its bottom inset. IB's stored frames: a cell below a 34-point header at y = 34. */
static const char *HEADED =
    "{'format': 'trellis/1', 'scenes': ["
    "  {'id': 'main', 'root': {'id': 'root', 'subviews': ["
    "     {'id': 'grid', 'kind': 'collectionView', 'itemSize': [414, 100], 'sectionInset': [5, 0, 5, 0],"
    "      'headerReferenceSize': [50, 34], 'footerReferenceSize': [0, 20], 'items': [{'cell': 'Photo'}]},"
    "     {'id': 'plain', 'kind': 'collectionView', 'items': [{'cell': 'Photo'}]}]},"
    "   'constraints': ['grid.leading == root.leading', 'grid.trailing == root.trailing',"
    "     'grid.top == root.top', 'grid.height == 300', 'plain.leading == root.leading', 'plain.width == 100',"
    "     'plain.top == grid.bottom', 'plain.bottom == root.bottom']},"
    "  {'id': 'Photo', 'root': {'id': 'photoContent', 'subviews': [{'id': 'photo', 'kind': 'image'}]},"
    "   'constraints': ['photo.leading == photoContent.leading', 'photo.trailing == photoContent.trailing',"
    "     'photo.top == photoContent.top', 'photo.bottom == photoContent.bottom']}]}";

static void test_section_header_and_footer(void) {
    trellis_document *d = doc(HEADED);
    trellis_scene *s = scene_at(d, 414, 736);
    trellis_rect r = {-1, -1, -1, -1};
    double size[2] = {0, 0};
    CHECK_STATUS(trellis_scene_layout(s), TRELLIS_OK);
    CHECK_STATUS(trellis_scene_collection_header_frame(s, "grid", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 414, 34);
    /* 34 + 5: the item after the header and the top inset. */
    CHECK_STATUS(trellis_scene_collection_item_frame(s, "grid", 0, &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 39, 414, 100);
    /* 39 + 100 + 5. */
    CHECK_STATUS(trellis_scene_collection_footer_frame(s, "grid", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 144, 414, 20);
    CHECK_STATUS(trellis_scene_content_size(s, "grid", size), TRELLIS_OK);
    CHECK(size[0] == 414 && size[1] == 164);
    /* No reference size: zeros. */
    CHECK_STATUS(trellis_scene_collection_header_frame(s, "plain", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 0, 0);
    CHECK_STATUS(trellis_scene_collection_footer_frame(s, "plain", &r), TRELLIS_OK);
    CHECK_RECT(r, 0, 0, 0, 0);
    /* Errors. */
    CHECK_STATUS(trellis_scene_collection_header_frame(s, "root", &r), TRELLIS_ERROR_ARGUMENT);
    CHECK(json_is(trellis_last_error(), "view 'root' is a view, not a collection view"));
    CHECK_STATUS(trellis_scene_collection_footer_frame(s, "nobody", &r), TRELLIS_ERROR_NOT_FOUND);
    CHECK_STATUS(trellis_scene_collection_header_frame(s, "grid", NULL), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_header_frame(NULL, "grid", &r), TRELLIS_ERROR_ARGUMENT);
    CHECK_STATUS(trellis_scene_collection_footer_frame(s, NULL, &r), TRELLIS_ERROR_ARGUMENT);
    trellis_scene_free(s);
    trellis_document_free(d);
}

int main(void) {
    test_items_and_content_size();
    test_host_items_and_errors();
    test_section_header_and_footer();
    printf("%d passed, %d failed\n", passed, failed);
    return failed > 0 ? 1 : 0;
}
