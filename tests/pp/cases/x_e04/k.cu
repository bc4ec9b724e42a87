#if 1 +
#endif
#if (1
#endif
#if 1 2
#endif
#if
#endif
#if 1/0
#endif
#if "str"
#endif
#if 1.0
#endif
#if 10abc
#endif
#if defined
#endif
#if defined(
#endif
#if 1 ? 2
#endif
#if )
#endif
#if 099
#endif
