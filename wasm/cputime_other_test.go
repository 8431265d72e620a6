//go:build !unix

package main

// cpuTime is not measured here (GOOS=js: the benchmark's wall time is
// its CPU time, on node's one thread).
func cpuTime() (int64, bool) { return 0, false }
