//go:build darwin || dragonfly || freebsd || netbsd || openbsd

package main

import "syscall"

// ioctlReadTermios is the request that reads a terminal's attributes,
// which only a terminal answers.
const ioctlReadTermios = syscall.TIOCGETA
