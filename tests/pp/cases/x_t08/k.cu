#if 1
a
#else junk
b
#endif junk
#ifdef X extra
#endif
#undef X extra
#endif
#else
#elif 1
