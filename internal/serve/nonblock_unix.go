//go:build unix

package serve

import "syscall"

// openNonblock is added to the flags of every open: opening a FIFO for
// reading waits for a writer (for ever), unless O_NONBLOCK is set. The
// handler stats a name before opening it and opens only regular files
// and directories, so this only matters when a file is replaced by a FIFO
// in between; on those, O_NONBLOCK changes nothing.
const openNonblock = syscall.O_NONBLOCK
