#include "pending_writes.h"
#include <stdatomic.h>
#include <time.h>

static atomic_int octavo_pending = 0;

void octavo_pending_writes_add(int delta) {
    atomic_fetch_add(&octavo_pending, delta);
}

int octavo_pending_writes(void) {
    return atomic_load(&octavo_pending);
}

int octavo_pending_writes_wait(int milliseconds) {
    const struct timespec step = { 0, 1000000 };
    for (int waited = 0; waited < milliseconds && atomic_load(&octavo_pending) > 0; waited++) {
        nanosleep(&step, NULL);
    }
    return atomic_load(&octavo_pending);
}

void octavo_pending_writes_drain(void) {
    (void)octavo_pending_writes_wait(100);
}
