/*
 * views.c — the host's table of views: what trellis_scene_view_info says of each (kind,
 * text, point size, hidden, installed), plus what the host derives (which container clips
 * a view). Read when the document is loaded and after every trait change, never per frame.
 *
 * view_info's JSON has a fixed shape (trellis.h):
 *   {"id":..,"kind":..,"properties":{..},"text":..,"textStyle":..,"pointSize":..,"hidden":..,"installed":..}
 * so a small reader of top-level members is enough; nested values are skipped.
 */
#include <stdlib.h>
#include <string.h>

#include "host.h"

/* Skips one JSON value starting at *p (whitespace already skipped). Returns 0 on success. */
static int skip_value(const char **p) {
    const char *s = *p;
    if (*s == '"') {
        for (s++; *s && *s != '"'; s++) {
            if (*s == '\\' && s[1]) s++;
        }
        if (*s != '"') return -1;
        *p = s + 1;
        return 0;
    }
    if (*s == '{' || *s == '[') {
        int depth = 0;
        for (; *s; s++) {
            if (*s == '"') {
                if (skip_value(&s) != 0) return -1;
                s--;
            } else if (*s == '{' || *s == '[') {
                depth++;
            } else if (*s == '}' || *s == ']') {
                if (--depth == 0) {
                    *p = s + 1;
                    return 0;
                }
            }
        }
        return -1;
    }
    while (*s && *s != ',' && *s != '}' && *s != ']') s++;
    *p = s;
    return 0;
}

static unsigned hex_value(const char *s) {
    unsigned value = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        value = value * 16 + (unsigned)(c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0');
    }
    return value;
}

/* Appends code point `c` to out as UTF-8 if it fits. */
static size_t put_utf8(char *out, size_t at, size_t capacity, unsigned c) {
    unsigned char bytes[4];
    size_t n;
    if (c < 0x80) { bytes[0] = (unsigned char)c; n = 1; }
    else if (c < 0x800) { bytes[0] = (unsigned char)(0xC0 | (c >> 6)); bytes[1] = (unsigned char)(0x80 | (c & 0x3F)); n = 2; }
    else if (c < 0x10000) {
        bytes[0] = (unsigned char)(0xE0 | (c >> 12)); bytes[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        bytes[2] = (unsigned char)(0x80 | (c & 0x3F)); n = 3;
    } else {
        bytes[0] = (unsigned char)(0xF0 | (c >> 18)); bytes[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
        bytes[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F)); bytes[3] = (unsigned char)(0x80 | (c & 0x3F)); n = 4;
    }
    if (at + n >= capacity) return at;
    memcpy(out + at, bytes, n);
    return at + n;
}

/* Decodes the JSON string at s (at its opening quote) into out (NUL-terminated, cut to
 * capacity). */
static void read_string(const char *s, char *out, size_t capacity) {
    size_t at = 0;
    for (s++; *s && *s != '"'; s++) {
        unsigned c = (unsigned char)*s;
        if (c == '\\') {
            s++;
            switch (*s) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'u':
                if (strlen(s) < 5) { out[at] = '\0'; return; }
                c = hex_value(s + 1);
                s += 4;
                if (c >= 0xD800 && c < 0xDC00 && s[1] == '\\' && s[2] == 'u' && strlen(s) >= 7) {
                    c = 0x10000 + ((c - 0xD800) << 10) + (hex_value(s + 3) - 0xDC00);
                    s += 6;
                }
                at = put_utf8(out, at, capacity, c);
                continue;
            default: c = (unsigned char)*s; break;  /* \" \\ \/ */
            }
        }
        if (at + 1 < capacity) out[at++] = (char)c;
    }
    out[at] = '\0';
}

static view_kind kind_named(const char *name) {
    if (strcmp(name, "label") == 0) return VIEW_LABEL;
    if (strcmp(name, "button") == 0) return VIEW_BUTTON;
    if (strcmp(name, "image") == 0) return VIEW_IMAGE;
    if (strcmp(name, "stack") == 0 || strcmp(name, "group") == 0) return VIEW_STACK;
    if (strcmp(name, "container") == 0) return VIEW_CONTAINER;
    if (strcmp(name, "guide") == 0) return VIEW_GUIDE;
    return VIEW_PLAIN;
}

/* Reads the members of one view_info object into `view`. */
static int read_info(const char *json, host_view *view) {
    const char *p = json;
    char key[32], kind[64];
    if (json == NULL || *p != '{') return -1;
    p++;
    while (*p && *p != '}') {
        if (*p == ',') p++;
        if (*p != '"') return -1;
        read_string(p, key, sizeof key);
        if (skip_value(&p) != 0 || *p != ':') return -1;
        p++;
        const char *value = p;
        if (skip_value(&p) != 0) return -1;
        if (strcmp(key, "kind") == 0) {
            read_string(value, kind, sizeof kind);
            view->kind = kind_named(kind);
        } else if (strcmp(key, "text") == 0) {
            if (*value == '"') read_string(value, view->text, sizeof view->text);
            else view->text[0] = '\0';
        } else if (strcmp(key, "pointSize") == 0) {
            view->point_size = *value == 'n' ? 0 : strtod(value, NULL);
        } else if (strcmp(key, "hidden") == 0) {
            view->hidden = *value == 't';
        } else if (strcmp(key, "installed") == 0) {
            view->installed = *value == 't';
        }
    }
    return 0;
}

/* A view's clip: the nearest container whose id, followed by ".", starts the view's id
 * (a container's embedded views are named "<container>.<id>": docs/document-format.md).
 * The host shows a container's embedded scene as a scrolling list clipped by it. */
static int clip_of(const host_state *host, size_t index) {
    const char *id = host->views[index].id;
    int best = -1;
    size_t best_length = 0;
    for (size_t i = 0; i < host->view_count; i++) {
        if (host->views[i].kind != VIEW_CONTAINER) continue;
        size_t length = strlen(host->views[i].id);
        if (length > best_length && strncmp(id, host->views[i].id, length) == 0 && id[length] == '.') {
            best = (int)i;
            best_length = length;
        }
    }
    return best;
}

int load_views(host_state *host) {
    host->view_count = trellis_scene_view_count(host->scene);
    host->views = calloc(host->view_count, sizeof *host->views);
    host->frames = calloc(host->view_count, sizeof *host->frames);
    if (host->views == NULL || host->frames == NULL) return -1;
    for (size_t i = 0; i < host->view_count; i++) {
        host->views[i].id = trellis_scene_view_id(host->scene, i);
        if (host->views[i].id == NULL) return -1;
    }
    refresh_views(host);
    trellis_scene_frames(host->scene, host->frames, host->view_count);
    for (size_t i = 0; i < host->view_count; i++) host->views[i].clip = clip_of(host, i);
    return 0;
}

/* Reads view_info again (after a trait change: hidden, installed and point sizes follow
 * the size classes and the content size category). */
void refresh_views(host_state *host) {
    for (size_t i = 0; i < host->view_count; i++) {
        host_view *view = &host->views[i];
        if (read_info(trellis_scene_view_info(host->scene, view->id), view) != 0) {
            SDL_Log("cannot read view_info of %s: %s", view->id, trellis_last_error());
        }
        view->texture_stale = 1;
    }
}

void free_views(host_state *host) {
    free(host->views);
    free(host->frames);
    host->views = NULL;
    host->frames = NULL;
}
