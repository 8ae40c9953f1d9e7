// A count of the preference writes that are queued or under way, shared by the thread that
// writes them and the terminal's signal handler, which waits for it to fall to zero (briefly)
// before the process dies, so that an edit made just before SIGTERM, SIGHUP or SIGINT is on
// disk. Everything here is async-signal-safe.
#ifndef OCTAVO_PENDING_WRITES_H
#define OCTAVO_PENDING_WRITES_H

/// Adds `delta` (+1 when a write is queued, -1 when it is on disk or has failed).
void octavo_pending_writes_add(int delta);

/// The writes queued or under way now.
int octavo_pending_writes(void);

/// Waits until no write is pending, at most `milliseconds`; returns the writes still pending.
int octavo_pending_writes_wait(int milliseconds);

/// `octavo_pending_writes_wait` for the longest an edit may stay pending (100 ms), as a
/// function a signal handler can call through a pointer.
void octavo_pending_writes_drain(void);

#endif
