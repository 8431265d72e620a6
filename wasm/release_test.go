package main

import (
	"runtime"
	"strings"
	"testing"
)

// TestMemoryAfterCallsAtLimit: after calls at a limit, the Go heap in use
// returns to about its baseline, and memory obtained from the system
// (which a WebAssembly module can only grow) stops growing after the
// first such call. Before, the reuse buffers kept a call's hundreds of
// MiB for good: after a 2 Mi dev URN the heap stayed at 228 MiB, and
// later calls slowed tenfold. Scaled down to an eighth of each limit,
// which still grows every buffer past what release keeps, so that the
// suite's time stays bounded; five calls each.
func TestMemoryAfterCallsAtLimit(t *testing.T) {
	small := func() {
		for _, c := range [][]string{{"parse", "", "urn:dev:a:b:c"}, {"parse.namespace", "", "urn:publicid:-:W3C:DTD+HTML+4.0:EN"}, {"encode", "", "a b é", "", "", ""}} {
			req := encodeArgs(c[1:]...)
			handle(opIndex(c[0]), req, len(req))
		}
	}
	small()
	heapNow := func() uint64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m)
		return m.HeapInuse
	}
	sysNow := func() uint64 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.Sys
	}
	base := heapNow()
	allocsBefore := testing.AllocsPerRun(20, small)
	// Each worst input once, then all of them four times more, without a
	// collection but the module's own: what the system gave stops growing
	// after the first round (a WebAssembly module's memory never
	// shrinks; under node, without release's collection, it grew by a
	// large call's garbage each time).
	var firstRound uint64
	for round := range 5 {
		for _, c := range worstInputs {
			n := opLimit(c.op) / 8
			req := encodeArgs(c.args(strings.Repeat(c.units[0], n/utf16Units(c.units[0])))...)
			handle(opIndex(c.op), req, len(req))
			small() // the next call, which lets the large one go
		}
		if round == 0 {
			firstRound = sysNow()
		}
	}
	if end := sysNow(); end > firstRound+64<<20 {
		t.Errorf("memory from the system: %d MiB after one round of calls at an eighth of the limits, %d MiB after five", firstRound>>20, end>>20)
	}
	if heap := heapNow(); heap > base+16<<20 {
		t.Errorf("heap in use after the large calls: %d MiB, baseline %d MiB", heap>>20, base>>20)
	}
	t.Logf("heap in use: baseline %d MiB, after %d MiB; from the system after one round %d MiB, after five %d MiB",
		base>>20, heapNow()>>20, firstRound>>20, sysNow()>>20)
	if allocsAfter := testing.AllocsPerRun(20, small); allocsAfter > allocsBefore+2 {
		t.Errorf("small calls allocate %.0f times after the large ones, %.0f before", allocsAfter, allocsBefore)
	}
}
