package main

import (
	"runtime"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// keepParts is how many parts the buffers reused from call to call may
// keep room for (and keepBytes how many bytes), about what an input of
// 64 Ki units needs. A call at a limit grows them to hundreds of MiB:
// kept, they held that memory for good.
const (
	keepParts = 64 << 10
	keepBytes = 1 << 20
)

// lastRequest is the size of the latest request, in bytes.
var lastRequest int

// release runs first in every call, with the size of its request. It
// drops the latest result (urn.js has read it) and the reuse buffers
// grown past keepParts or keepBytes, and after a large request it runs
// the garbage collector. In a WebAssembly module the collector seldom
// finished a cycle of its own between calls: after one namespace reading
// of a 1 Mi dev URN, each later encode at its limit grew the module's
// memory by 17 MiB, to 2 GiB after a hundred, and small calls slowed
// tenfold. Collected here, the memory stays where the large call left
// it. Buffers of an ordinary size are kept, so that a valid input is
// still read without allocating.
func release(n int) {
	large := lastRequest > keepBytes/2
	lastRequest = n
	last = nil
	if cap(reading.Parts()) > keepParts || cap(reading.Diagnostics) > keepParts || cap(reading.Unlisted) > keepParts {
		reading, readingReq, large = core.URN{}, nil, true
	}
	if cap(nsReading.Parts) > keepParts || cap(nsReading.Diagnostics) > keepParts {
		nsReading, large = namespace.Reading{}, true
	}
	if cap(wireBuf) > keepBytes/4 {
		wireBuf = nil
	}
	if cap(unitsBuf) > keepBytes/4 {
		unitsBuf = nil
	}
	if cap(normBuf) > keepBytes {
		normBuf = nil
	}
	if cap(readingReq) > keepBytes {
		readingReq = nil
	}
	if large {
		runtime.GC()
	}
}
