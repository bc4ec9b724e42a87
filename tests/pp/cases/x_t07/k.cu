#  define   X   1   
#/**/define Y 2
# /* c */ define Z 3 /* multi
line */ after_z
X Y Z
#define W 4 // comment
W
	#	define	T	5
T
