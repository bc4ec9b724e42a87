#define EMPTY
#define F(x) x
EMPTY # define NOT_A_DIRECTIVE 1
F(#) F(# x)
#define H # x
H
  # /* null directive */
#
NOT_A_DIRECTIVE
