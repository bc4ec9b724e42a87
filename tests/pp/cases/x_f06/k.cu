	#define T	1
	#	if	T
	tabbed
	#	endif
  #  if 0
  #  else
	x	=	T	;
  #  endif
