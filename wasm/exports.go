//go:build js && wasm

package main

import "unsafe"

// maxRequest is the largest request the module accepts, in bytes: every
// argument of one call, UTF-8 encoded and framed. urn.js refuses larger
// inputs before they reach the module (error "too-large"), so that a huge
// paste cannot exhaust the module's memory, which no recover could catch.
const maxRequest = 32 << 20

// The wasm ABI, as urn.js uses it:
//
//  1. once, after go.run: p := urn_io(), the address of shared below;
//  2. per call: if the request may need more than shared.inCap bytes,
//     urn_reserve(n); write the request at shared.inPtr (api.go, handle);
//  3. n := urn_call(op, length): the JSON result is the n bytes at
//     shared.outPtr (n == shared.outLen).
//
// Every address is a byte offset into the module's memory ("mem"), which
// may grow during any call: urn.js re-creates its views of it after each.

// shared is read by urn.js as four little-endian uint32s. The buffers it
// points to are held by Go globals (inBuf, out), so the GC keeps them, and
// Go's GC never moves memory.
var shared struct {
	inPtr, inCap   uint32
	outPtr, outLen uint32
}

// addrWords is the number of 32-bit words an address takes in a wire
// result (wire.go): one, because the module's memory is addressed with 32
// bits, although Go's uintptr has 64 on GOARCH=wasm. (Native builds, for
// the Go tests, use two: main_other.go.)
const addrWords = 1

// inBuf is the request buffer urn.js writes into.
var inBuf []byte

// urn_io returns the address of shared.
//
//go:wasmexport urn_io
func urnIO() uint32 {
	if inBuf == nil {
		urnReserve(4096)
	}
	return uint32(uintptr(unsafe.Pointer(&shared)))
}

// urn_reserve makes the request buffer at least n bytes long (it may
// move: read shared.inPtr again) and returns its capacity, or 0 when n is
// beyond maxRequest; the old buffer is kept then.
//
//go:wasmexport urn_reserve
func urnReserve(n uint32) uint32 {
	if n > maxRequest {
		return 0
	}
	if int(n) > cap(inBuf) {
		setInBuf(make([]byte, max(int(n), 2*cap(inBuf), 4096)))
	}
	return shared.inCap
}

// setInBuf makes b the request buffer and tells urn.js where it is.
func setInBuf(b []byte) {
	inBuf = b
	shared.inPtr = uint32(uintptr(unsafe.Pointer(unsafe.SliceData(inBuf))))
	shared.inCap = uint32(cap(b))
}

// urn_call runs op number op on the request of n bytes at shared.inPtr and
// returns the length of its JSON result, which is at shared.outPtr. It never
// panics (see handle); n beyond the buffer is a recovered panic.
//
//go:wasmexport urn_call
func urnCall(op, n uint32) uint32 {
	res := handle(int(op), shrinkRequest(int(n)), int(n))
	shared.outPtr = uint32(uintptr(unsafe.Pointer(unsafe.SliceData(res))))
	shared.outLen = uint32(len(res))
	return shared.outLen
}

// shrinkRequest moves a request of n bytes out of a request buffer grown
// past keepBytes by an earlier call into a small one, and returns the
// buffer the request is in: urn.js reads shared.inPtr and inCap before
// each call, and reserves a large buffer again when it needs one.
func shrinkRequest(n int) []byte {
	if cap(inBuf) <= keepBytes || n > keepBytes/2 || n < 0 || n > len(inBuf) {
		return inBuf
	}
	small := make([]byte, max(2*n, 4096))
	copy(small, inBuf[:n])
	setInBuf(small)
	return inBuf
}
