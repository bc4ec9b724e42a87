#define F(x, y) x y
F(1,
#define Z 3
Z)
F(a
#if 1
, b
#endif
)
end
