//go:build !unix

package serve

// openNonblock: no FIFOs to block on here (nonblock_unix.go).
const openNonblock = 0
