//! Thin wasm-bindgen layer over `cudafe-core`: conversions only.
