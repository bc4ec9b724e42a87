// Member declarations: a member defined `inline` outside its class shows
// `inline` in the class; a conversion function is named by its type as
// printed; an access specifier that changes nothing is not written; a
// forward declaration shows only its own attributes.
struct __align__(2) Fwd;
struct Fwd2;
struct __align__(2) Fwd { short s; };
struct __align__(4) Fwd2 { short s; };
struct Value {
protected:
  unsigned short bits;
public:
  Value() = default;
  __host__ __device__ operator unsigned int() const;
  __host__ __device__ operator unsigned long() const;
  __host__ __device__ operator float() const;
  __host__ __device__ Value &operator=(const float f);
  void plain();
  void outside();
  inline void written_inline();
};
inline Value::operator unsigned int() const { return bits; }
inline Value::operator unsigned long() const { return bits; }
inline Value::operator float() const { return bits; }
inline Value &Value::operator=(const float f) { bits = (unsigned short)f; return *this; }
inline void Value::plain() {}
void Value::outside() {}
void Value::written_inline() {}
class Access1 { int a; public: int b; private: int c; public: public: int d; };
struct Access2 { public: int a; private: int b; public: int c; };
struct Pair {
  Value x;
public:
  Pair() = default;
};
void later();
inline void later() {}
