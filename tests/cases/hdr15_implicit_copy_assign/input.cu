// A class with converting assignments (through its own conversion
// functions) still copies itself with the implicit copy assignment; a class
// with a user-declared copy assignment calls it.
struct Raw { unsigned short bits; };
struct Half {
protected:
  unsigned short v;
public:
  Half() = default;
  __host__ __device__ Half(const Raw &r) : v(r.bits) {}
  __host__ __device__ Half(float f);
  __host__ __device__ Half &operator=(const Raw &r);
  __host__ __device__ Half &operator=(const float f);
  __host__ __device__ Half &operator=(const int f);
  __host__ __device__ operator float() const;
  __host__ __device__ operator int() const;
};
struct Half2 {
  Half x, y;
  Half2() = default;
  __host__ __device__ Half2(const Half2 &s) { this->x = s.x; this->y = s.y; }
  __host__ __device__ Half2 &operator=(const Half2 &s);
};
struct Derived : Half { int extra; };
Half make(float);
Half2 make2(float);
void assign(Half &h, Half2 &h2, Derived &d, Raw r, float g) {
  h = make(g);
  h2.x = make(g);
  h2.x = h;
  h = h2.y;
  h = d;
  h = r;
  h = g;
  h2 = make2(g);
  h2 = h2;
}
