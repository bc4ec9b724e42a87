// Casts to a class: by a constructor of the target class, or by the
// operand's conversion function; static_cast, C-style and functional forms.
struct Raw { unsigned short bits; };
struct Half {
  unsigned short v;
  Half() = default;
  __host__ __device__ Half(const Raw &r) : v(r.bits) {}
  __host__ __device__ Half(int r) : v(r) {}
  __host__ __device__ operator Raw() const;
};
inline Half::operator Raw() const { Raw r; r.bits = v; return r; }
struct Holder { Half m; Holder(const Raw &r) : m(static_cast<Half>(r)) {} };
void take(Half);
void take_ref(const Half &);
Half make(float);
void casts(Half &h, Raw r, bool b) {
  take(static_cast<Half>(r));
  take_ref(static_cast<Half>(r));
  unsigned short q = static_cast<Half>(r).v;
  const Half &ref = static_cast<Half>(r);
  Half c = b ? static_cast<Half>(r) : h;
  Half d = static_cast<Half>(h);
  Half e = (Half)h;
  Half f = static_cast<Half>(3);
  Half g = (Half)3;
  Half i = Half(3);
  Raw j = static_cast<Raw>(make(1.0f));
  Raw l = (Raw)make(1.0f);
  Raw m = static_cast<Raw>(static_cast<Half>(r));
  unsigned short z = static_cast<Raw>(h).bits;
  unsigned short z2 = ((Raw)h).bits;
  unsigned short z3 = static_cast<unsigned short>(static_cast<Raw>(h).bits << 1U);
  take((Half)r);
  take(Half(r));
  take(static_cast<Half>(3));
  h = static_cast<Half>(r);
  h = (Half)r;
  (void)q; (void)ref; (void)c; (void)d; (void)e; (void)f; (void)g; (void)i;
  (void)j; (void)l; (void)m; (void)z; (void)z2; (void)z3;
}
Half ret_static(Raw r) { return static_cast<Half>(r); }
Half ret_functional(Raw r) { return Half(r); }
Half ret_cstyle(Raw r) { return (Half)r; }
Raw ret_conv_static(Half h) { return static_cast<Raw>(h); }
Raw ret_conv_cstyle(Half h) { return (Raw)h; }
struct Bits { unsigned long long t; constexpr Bits(unsigned long long a) : t(a) {} };
constexpr unsigned long long one_bit = 1;
constexpr Bits b1 = Bits(one_bit);
constexpr Bits b2 = Bits(one_bit | 2);
constexpr Bits b3 = Bits(0);
constexpr unsigned long long to_int(unsigned a) { return static_cast<unsigned long long>(a); }
constexpr Bits make_bits(unsigned a) { return Bits(to_int(a)); }
int use_bits() { return (int)(b1.t + b2.t + b3.t); }
