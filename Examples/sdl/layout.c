/*
 * layout.c — what the host tells the scene: the window size, the size classes it implies,
 * the layout direction and the content size category; and the relayout after any of them
 * changed (incremental: the scene touches only what the change affects).
 */
#include "host.h"

const char *const host_categories[] = {
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
    "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge"};
const int host_category_count = (int)(sizeof host_categories / sizeof host_categories[0]);

/* Apple's iPad split view: a half-screen app 507 points wide is compact, a 678- or 694-point
 * one regular ("Adopting Multitasking Enhancements on iPad", Figure 2-1, Apple documentation
 * archive): any width threshold between the two gives Apple's classes there. Heights: an
 * iPhone in landscape (at most 440 points tall) is vertically compact, in portrait (568 and
 * more) regular (Human Interface Guidelines, Layout, "Device size classes"). */
static const int compact_width_below = 600;
static const int compact_height_below = 500;

int size_class_for(int points, int compact_below) {
    return points < compact_below ? TRELLIS_SIZE_CLASS_COMPACT : TRELLIS_SIZE_CLASS_REGULAR;
}

/* The window's size, and the size classes when they follow it. */
void apply_size(host_state *host) {
    trellis_scene_set_size(host->scene, host->width, host->height);
    /* The overlay's strip at the bottom is the scene's safe area, as a home indicator's. */
    trellis_scene_set_safe_area_insets(host->scene, 0, 0, HOST_OVERLAY_HEIGHT, 0);
    int width_class = host->traits.width_class_override ? host->traits.width_class_override
                                                        : size_class_for(host->width, compact_width_below);
    int height_class = host->traits.height_class_override ? host->traits.height_class_override
                                                          : size_class_for(host->height, compact_height_below);
    if (width_class != host->width_class || height_class != host->height_class) {
        host->width_class = width_class;
        host->height_class = height_class;
        trellis_scene_set_size_classes(host->scene, (trellis_size_class)width_class, (trellis_size_class)height_class);
        host->traits_changed = 1;
    }
    host->needs_layout = 1;
}

/* Direction and content size category (and the size classes, which overrides change). */
void apply_traits(host_state *host) {
    trellis_scene_set_layout_direction(host->scene, host->traits.right_to_left ? TRELLIS_LAYOUT_DIRECTION_RIGHT_TO_LEFT
                                                                               : TRELLIS_LAYOUT_DIRECTION_LEFT_TO_RIGHT);
    trellis_scene_set_content_size_category(host->scene, host_categories[host->traits.category]);
    host->traits_changed = 1;
    apply_size(host);
}

/* Lays the scene out if anything changed, timing the layout and counting the views that
 * moved. Returns 1 if it laid out. */
int relayout(host_state *host) {
    if (!host->needs_layout) return 0;
    Uint64 start = SDL_GetPerformanceCounter();
    trellis_status status = trellis_scene_layout(host->scene);
    Uint64 end = SDL_GetPerformanceCounter();
    host->last_layout_ms = (double)(end - start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    if (host->first_layout_ms == 0) host->first_layout_ms = host->last_layout_ms;
    if (status != TRELLIS_OK) SDL_Log("layout failed: %s", trellis_last_error());
    if (host->frames != NULL) trellis_scene_frames(host->scene, host->frames, host->view_count);
    host->last_changed = trellis_scene_changed_views(host->scene, NULL, 0);
    if (host->traits_changed && host->views != NULL) refresh_views(host);
    host->traits_changed = 0;
    host->needs_layout = 0;
    return 1;
}
