//go:build unix

package main

import "syscall"

// cpuTime is the CPU time the process has used, user and system, in
// nanoseconds (with the collector's workers): on a machine shared with
// other work it measures a benchmark's cost where wall time does not.
func cpuTime() (int64, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
