//go:build !(linux || darwin || dragonfly || freebsd || netbsd || openbsd)

package main

// isTerminalFd cannot ask the system here; isTerminal's test of a
// character device other than the null device stands.
func isTerminalFd(uintptr) bool { return true }
