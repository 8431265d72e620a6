//go:build linux || darwin || dragonfly || freebsd || netbsd || openbsd

package main

import (
	"syscall"
	"unsafe"
)

// isTerminalFd reports whether fd is a terminal: whether it answers the
// request for a terminal's attributes, as isatty(3) asks. A character
// device that is not one (/dev/zero, /dev/null) does not.
func isTerminalFd(fd uintptr) bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, ioctlReadTermios, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
