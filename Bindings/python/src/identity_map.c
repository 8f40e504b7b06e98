/* IdentityMap (see identity_map.h). */
#include <stdlib.h>
#include <string.h>

#include "identity_map.h"

static size_t slot_of(const void *key, size_t capacity) {
    /* Objects are 16-byte aligned: drop the low bits, then Fibonacci hashing. */
    uint64_t bits = (uint64_t)(uintptr_t)key >> 4;
    return (size_t)((bits * 0x9E3779B97F4A7C15ull) >> 17) & (capacity - 1);
}

int identity_map_get(const IdentityMap *map, const void *key, uint64_t *value) {
    if (map->capacity == 0)
        return 0;
    size_t mask = map->capacity - 1;
    for (size_t i = slot_of(key, map->capacity);; i = (i + 1) & mask) {
        const IdentityMapEntry *entry = &map->entries[i];
        if (entry->key == key) {
            *value = entry->value;
            return 1;
        }
        if (entry->key == NULL)
            return 0;
    }
}

static void insert_new(IdentityMapEntry *entries, size_t capacity, void *key, uint64_t value) {
    size_t mask = capacity - 1;
    size_t i = slot_of(key, capacity);
    while (entries[i].key != NULL)
        i = (i + 1) & mask;
    entries[i].key = key;
    entries[i].value = value;
}

static int grow(IdentityMap *map) {
    size_t capacity = map->capacity ? map->capacity * 2 : 16;
    if (capacity < map->capacity || capacity > SIZE_MAX / sizeof(IdentityMapEntry))
        return -1;
    IdentityMapEntry *entries = calloc(capacity, sizeof(IdentityMapEntry));
    if (entries == NULL)
        return -1;
    for (size_t i = 0; i < map->capacity; i++)
        if (map->entries[i].key != NULL)
            insert_new(entries, capacity, map->entries[i].key, map->entries[i].value);
    free(map->entries);
    map->entries = entries;
    map->capacity = capacity;
    return 0;
}

int identity_map_put(IdentityMap *map, void *key, uint64_t value) {
    if (map->capacity != 0) {
        size_t mask = map->capacity - 1;
        for (size_t i = slot_of(key, map->capacity);; i = (i + 1) & mask) {
            if (map->entries[i].key == key) {
                map->entries[i].value = value;
                return 0;
            }
            if (map->entries[i].key == NULL)
                break;
        }
    }
    /* at most 1/2 full keeps probe sequences short */
    if ((map->count + 1) * 2 > map->capacity && grow(map) < 0)
        return -1;
    insert_new(map->entries, map->capacity, key, value);
    map->count++;
    return 0;
}

int identity_map_remove(IdentityMap *map, const void *key, uint64_t *value) {
    if (map->capacity == 0)
        return 0;
    size_t mask = map->capacity - 1;
    size_t i = slot_of(key, map->capacity);
    while (map->entries[i].key != key) {
        if (map->entries[i].key == NULL)
            return 0;
        i = (i + 1) & mask;
    }
    if (value != NULL)
        *value = map->entries[i].value;
    /* Backward-shift deletion: pull later entries of the probe run into the hole when
     * their home slot does not lie cyclically in (hole, j]. */
    size_t hole = i;
    for (size_t j = (i + 1) & mask; map->entries[j].key != NULL; j = (j + 1) & mask) {
        size_t home = slot_of(map->entries[j].key, map->capacity);
        int home_in_range = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
        if (!home_in_range) {
            map->entries[hole] = map->entries[j];
            hole = j;
        }
    }
    map->entries[hole].key = NULL;
    map->entries[hole].value = 0;
    map->count--;
    return 1;
}

void identity_map_clear(IdentityMap *map) {
    free(map->entries);
    map->entries = NULL;
    map->capacity = 0;
    map->count = 0;
}
