//! Floating constants as EDG keeps them: the exact binary value of the
//! literal in its own format (24-bit `float`, 53-bit `double`, the x87
//! 80-bit `long double` with a 64-bit significand, 113-bit `__float128`),
//! rounded once from the decimal or hexadecimal spelling, and re-spelled from
//! that value when the IL is printed.
//!
//! The conversions are exact (big-integer arithmetic): a `long double`
//! literal keeps the digits an `f64` would lose (`3.1415926535897932385L`).

use super::FloatKind;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;

/// An exact binary floating value: `(-1)^neg * mant * 2^exp`, already
/// rounded to the precision of its format.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FloatConst {
    Finite { neg: bool, mant: u128, exp: i32 },
    Inf { neg: bool },
    NaN,
}

/// Significand bits, minimum normal exponent, maximum exponent.
struct Format {
    bits: u32,
    emin: i32,
    emax: i32,
}

fn format(kind: FloatKind) -> Format {
    match kind {
        FloatKind::Float => Format { bits: 24, emin: -126, emax: 127 },
        FloatKind::Double => Format { bits: 53, emin: -1022, emax: 1023 },
        FloatKind::LongDouble => Format { bits: 64, emin: -16382, emax: 16383 },
        FloatKind::Float128 => Format { bits: 113, emin: -16382, emax: 16383 },
    }
}

impl FloatConst {
    pub const ZERO: FloatConst = FloatConst::Finite { neg: false, mant: 0, exp: 0 };

    /// The value of a literal's spelling without its suffix (`1.5e3`,
    /// `0x1.8p-2`, digit separators already removed), rounded to nearest
    /// even in `kind`'s format. `None` when the spelling is malformed.
    pub fn parse(body: &str, kind: FloatKind) -> Option<FloatConst> {
        let lower = body.to_ascii_lowercase();
        if let Some(hex) = lower.strip_prefix("0x") {
            return parse_hex(hex, kind);
        }
        let (mant, exp) = match lower.find('e') {
            Some(i) => (&lower[..i], parse_exponent(&lower[i + 1..])?),
            None => (lower.as_str(), 0),
        };
        let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
        if ip.is_empty() && fp.is_empty() {
            return None;
        }
        // `float` and `double`: core's correctly rounded (ties to even)
        // conversion gives the same value as the exact one below, faster.
        if ip.bytes().chain(fp.bytes()).all(|b| b.is_ascii_digit()) {
            let value = match kind {
                FloatKind::Double => lower.parse::<f64>().ok(),
                FloatKind::Float => lower.parse::<f32>().ok().map(f64::from),
                _ => None,
            };
            if let Some(v) = value {
                return Some(if v == 0.0 { FloatConst::ZERO } else { FloatConst::from_f64(v).convert(kind) });
            }
        }
        Self::parse_exact(ip, fp, exp, kind)
    }

    /// [`FloatConst::parse`]'s exact path: the decimal value as a ratio of
    /// big integers, rounded in `kind`'s format.
    fn parse_exact(ip: &str, fp: &str, exp: i64, kind: FloatKind) -> Option<FloatConst> {
        let mut n = Big::from_u128(0);
        for c in ip.chars().chain(fp.chars()) {
            let d = c.to_digit(10)?;
            n.mul_small(10);
            n.add_small(d);
        }
        let e10 = exp.saturating_sub(fp.len() as i64);
        // Beyond these the value is zero or infinite in every format (and the
        // powers of ten stay small).
        if n.is_zero() || e10 + (ip.len() as i64) < -5200 {
            return Some(FloatConst::ZERO);
        }
        if e10 + (ip.len() as i64) > 5200 {
            return Some(FloatConst::Inf { neg: false });
        }
        let mut d = Big::from_u128(1);
        if e10 >= 0 {
            n.mul_pow10(e10 as u32);
        } else {
            d.mul_pow10((-e10) as u32);
        }
        Some(round_ratio(&n, &d, kind).0)
    }

    /// The exact value of an `f64` (for values computed as doubles, such as
    /// integer constants converted to a floating type).
    pub fn from_f64(v: f64) -> FloatConst {
        if v.is_nan() {
            return FloatConst::NaN;
        }
        if v.is_infinite() {
            return FloatConst::Inf { neg: v < 0.0 };
        }
        let bits = v.to_bits();
        let neg = bits >> 63 != 0;
        let e = ((bits >> 52) & 0x7ff) as i32;
        let f = bits & ((1u64 << 52) - 1);
        let (mant, exp) = if e == 0 { (f, -1074) } else { (f | (1u64 << 52), e - 1075) };
        FloatConst::Finite { neg, mant: mant as u128, exp }
    }

    /// The nearest `f64` (for constant folding, which works in doubles).
    pub fn to_f64(self) -> f64 {
        match self {
            FloatConst::NaN => f64::NAN,
            FloatConst::Inf { neg } => {
                if neg {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            FloatConst::Finite { neg, mant, exp } => {
                if mant == 0 {
                    return if neg { -0.0 } else { 0.0 };
                }
                let (n, d) = ratio(mant, exp);
                match round_ratio(&n, &d, FloatKind::Double).0 {
                    FloatConst::Finite { mant, exp, .. } => {
                        // mant < 2^53: exact; the scaling is by powers of two.
                        let mut v = mant as f64;
                        let mut e = exp;
                        while e > 0 {
                            let s = e.min(1000);
                            v *= pow2(s);
                            e -= s;
                        }
                        while e < 0 {
                            // Denormal results: scale in two steps so that
                            // only the last one rounds (it is exact here).
                            let s = (-e).min(1000);
                            v /= pow2(s);
                            e += s;
                        }
                        if neg {
                            -v
                        } else {
                            v
                        }
                    }
                    _ => {
                        if neg {
                            f64::NEG_INFINITY
                        } else {
                            f64::INFINITY
                        }
                    }
                }
            }
        }
    }

    pub fn negate(self) -> FloatConst {
        match self {
            FloatConst::Finite { neg, mant, exp } => FloatConst::Finite { neg: !neg, mant, exp },
            FloatConst::Inf { neg } => FloatConst::Inf { neg: !neg },
            FloatConst::NaN => FloatConst::NaN,
        }
    }

    /// The value re-rounded to `kind`'s format.
    pub fn convert(self, kind: FloatKind) -> FloatConst {
        match self {
            FloatConst::Finite { neg, mant, exp } if mant != 0 => {
                let (n, d) = ratio(mant, exp);
                let r = round_ratio(&n, &d, kind).0;
                if neg {
                    r.negate()
                } else {
                    r
                }
            }
            other => other,
        }
    }
}

fn pow2(s: i32) -> f64 {
    f64::from_bits(((1023 + s) as u64) << 52)
}

fn parse_exponent(s: &str) -> Option<i64> {
    let (neg, digits) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: i64 = 0;
    for c in digits.chars() {
        v = v.saturating_mul(10).saturating_add(c.to_digit(10)? as i64);
    }
    // Clamp: anything beyond this is zero or infinity anyway.
    let v = v.min(1_000_000);
    Some(if neg { -v } else { v })
}

fn parse_hex(s: &str, kind: FloatKind) -> Option<FloatConst> {
    let (mant, exp) = match s.find('p') {
        Some(i) => (&s[..i], parse_exponent(&s[i + 1..])?),
        None => (s, 0),
    };
    let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
    if ip.is_empty() && fp.is_empty() {
        return None;
    }
    let mut n = Big::from_u128(0);
    for c in ip.chars().chain(fp.chars()) {
        let d = c.to_digit(16)?;
        n.mul_small(16);
        n.add_small(d);
    }
    if n.is_zero() {
        return Some(FloatConst::ZERO);
    }
    let e2 = exp.saturating_sub(4 * fp.len() as i64);
    let top = e2 + n.bit_len() as i64;
    if top < -17000 {
        return Some(FloatConst::ZERO);
    }
    if top > 17000 {
        return Some(FloatConst::Inf { neg: false });
    }
    let mut d = Big::from_u128(1);
    if e2 >= 0 {
        n.shl(e2 as u32);
    } else {
        d.shl((-e2) as u32);
    }
    let (v, inexact) = round_ratio(&n, &d, kind);
    // EDG turns a hexadecimal constant that must be rounded in the denormal
    // range into infinity (observed for double and long double).
    if inexact {
        if let FloatConst::Finite { mant, .. } = v {
            let f = format(kind);
            if mant < (1u128 << (f.bits - 1)) {
                return Some(FloatConst::Inf { neg: false });
            }
        }
    }
    Some(v)
}

/// `mant * 2^exp` as a ratio of big integers.
fn ratio(mant: u128, exp: i32) -> (Big, Big) {
    let mut n = Big::from_u128(mant);
    let mut d = Big::from_u128(1);
    if exp >= 0 {
        n.shl(exp as u32);
    } else {
        d.shl(exp.unsigned_abs());
    }
    (n, d)
}

/// `n / d` (positive, nonzero) rounded to nearest even in `kind`'s format,
/// with gradual underflow; and whether rounding changed the value.
fn round_ratio(n: &Big, d: &Big, kind: FloatKind) -> (FloatConst, bool) {
    let f = format(kind);
    // e2 = floor(log2(n/d)).
    let t = n.bit_len() as i64 - d.bit_len() as i64;
    let ge = if t >= 0 { n.cmp(&d.shifted(t as u32)) != Ordering::Less } else { n.shifted((-t) as u32).cmp(d) != Ordering::Less };
    let e2 = if ge { t } else { t - 1 };
    if e2 > f.emax as i64 {
        return (FloatConst::Inf { neg: false }, true);
    }
    let e = e2.max(f.emin as i64);
    let q = e - (f.bits as i64 - 1);
    // The significand: floor(n / d / 2^q), fewer than `bits` + 1 bits.
    let (num, den) = if q >= 0 { (n.clone(), d.shifted(q as u32)) } else { (n.shifted((-q) as u32), d.clone()) };
    let (mut m, rem) = num.div_small_quotient(&den);
    let twice = rem.shifted(1);
    let inexact = !rem.is_zero();
    match twice.cmp(&den) {
        Ordering::Greater => m += 1,
        Ordering::Equal if m & 1 == 1 => m += 1,
        _ => {}
    }
    let mut q = q as i32;
    if m == 1u128 << f.bits {
        m >>= 1;
        q += 1;
    }
    if m != 0 && q as i64 + f.bits as i64 - 1 > f.emax as i64 {
        return (FloatConst::Inf { neg: false }, true);
    }
    if m == 0 {
        return (FloatConst::ZERO, inexact);
    }
    (FloatConst::Finite { neg: false, mant: m, exp: q }, inexact)
}

/// The spelling EDG gives a floating constant: the shortest digits (at
/// least two) that identify the value in its format, in plain notation for
/// 1e-3 <= |v| < 1e7 and as `d.dddE<exp>` otherwise, always with a fraction
/// digit (`1.0E10`, `0.5`), then the suffix of `kind`. Infinities and NaNs
/// are written as expressions.
pub fn spelling(value: FloatConst, kind: FloatKind) -> String {
    let (neg, mant, exp) = match value {
        FloatConst::NaN => return String::from("(0.0/0.0)"),
        // EDG writes an infinite constant as the GCC builtin of its type.
        FloatConst::Inf { neg } => {
            let f = match kind {
                FloatKind::Float => "f",
                FloatKind::Double => "",
                FloatKind::LongDouble => "l",
                FloatKind::Float128 => "q",
            };
            return alloc::format!("{}(__builtin_huge_val{}())", if neg { "-" } else { "" }, f);
        }
        FloatConst::Finite { neg, mant, exp } => (neg, mant, exp),
    };
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    if mant == 0 {
        s.push_str("0.0");
    } else {
        let (digits, e10) = native_shortest_digits(value, kind).unwrap_or_else(|| shortest_digits(mant, exp, kind));
        place_point(&mut s, &digits, e10);
    }
    match kind {
        FloatKind::Float => s.push('F'),
        FloatKind::LongDouble => s.push('L'),
        FloatKind::Float128 => s.push('Q'),
        FloatKind::Double => {}
    }
    s
}

/// `shortest_digits` for a normal `float` or `double`, from core's own
/// shortest round-trip formatting (the same interval and nearest-candidate
/// rule; a one-digit result is also the nearest two-digit one). Denormals,
/// whose power-of-two boundary EDG treats differently, and the other
/// formats take the exact path.
fn native_shortest_digits(value: FloatConst, kind: FloatKind) -> Option<(String, i32)> {
    let text = match kind {
        FloatKind::Double => {
            let v = value.to_f64();
            if !v.is_normal() {
                return None;
            }
            alloc::format!("{:e}", v)
        }
        FloatKind::Float => {
            let v = value.to_f64() as f32;
            if !v.is_normal() || f64::from(v) != value.to_f64() {
                return None;
            }
            alloc::format!("{:e}", v)
        }
        _ => return None,
    };
    let (mantissa, e10) = text.trim_start_matches('-').split_once('e')?;
    let e10: i32 = e10.parse().ok()?;
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = String::from(digits.trim_end_matches('0'));
    if digits.is_empty() {
        return None;
    }
    // A value exactly halfway between two shortest candidates is broken
    // differently by core's formatter; leave those to the exact search.
    // Halfway means the exact expansion is the digits followed by one `5`.
    let exact = match kind {
        FloatKind::Float => alloc::format!("{:.*e}", digits.len() + 24, value.to_f64() as f32),
        _ => alloc::format!("{:.*e}", digits.len() + 24, value.to_f64()),
    };
    let exact: String = exact.split('e').next()?.chars().filter(|c| c.is_ascii_digit()).collect();
    let tail = exact.get(digits.len()..)?;
    if tail.starts_with('5') && tail[1..].bytes().all(|b| b == b'0') {
        return None;
    }
    if tail.starts_with('4') && tail[1..].bytes().all(|b| b == b'9') {
        return None;
    }
    Some((digits, e10))
}

fn place_point(s: &mut String, digits: &str, exp: i32) {
    use core::fmt::Write;
    if (-3..7).contains(&exp) {
        if exp < 0 {
            s.push_str("0.");
            for _ in 0..(-exp - 1) {
                s.push('0');
            }
            s.push_str(digits);
        } else {
            let int_len = (exp + 1) as usize;
            if digits.len() <= int_len {
                s.push_str(digits);
                for _ in digits.len()..int_len {
                    s.push('0');
                }
                s.push_str(".0");
            } else {
                s.push_str(&digits[..int_len]);
                s.push('.');
                s.push_str(&digits[int_len..]);
            }
        }
    } else {
        s.push_str(&digits[..1]);
        s.push('.');
        if digits.len() > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        let _ = write!(s, "E{}", exp);
    }
}

/// The digits (trailing zeros removed) and decimal exponent of the shortest
/// decimal, of at least two significant digits, inside the rounding interval
/// of `mant * 2^exp`; at each length the candidate nearer the value wins.
/// As in EDG, a significand that is a power of two has a lower half-gap of a
/// quarter ulp, denormals included.
fn shortest_digits(mant: u128, exp: i32, kind: FloatKind) -> (String, i32) {
    let f = format(kind);
    let bits = 128 - mant.leading_zeros();
    // Normalized position: value = mant * 2^exp, ulp = 2^exp (the stored
    // significand already has the format's precision).
    let pow2 = mant & (mant - 1) == 0;
    // In quarter ulps: the value, the gap above, the gap below.
    let v4 = mant << 2;
    let hi_gap = 2u128;
    let lo_gap = if pow2 { 1u128 } else { 2u128 };
    let even = mant & 1 == 0;
    // Estimate of floor(log10(value)).
    let log2 = bits as i64 - 1 + exp as i64;
    // (`f64::floor` needs std: round toward zero, then down for negatives.)
    let estimate = (log2 as f64) * core::f64::consts::LOG10_2;
    let mut k = estimate as i64;
    if (k as f64) > estimate {
        k -= 1;
    }
    let max_len = f.bits as usize / 3 + 4;
    let mut len = 2usize;
    let mut guard = 0;
    loop {
        guard += 1;
        // value / 10^(k - len + 1), as num / den, in quarter ulps.
        let scale = k - len as i64 + 1;
        let mut num = Big::from_u128(v4);
        let mut den = Big::from_u128(4);
        if exp >= 0 {
            num.shl(exp as u32);
        } else {
            den.shl(exp.unsigned_abs());
        }
        if scale >= 0 {
            den.mul_pow10(scale as u32);
        } else {
            num.mul_pow10((-scale) as u32);
        }
        let (fl, rem) = num.div_small_quotient(&den);
        let lo_limit = 10u128.pow(len as u32 - 1);
        if guard < 8 && fl >= lo_limit * 10 {
            k += 1;
            continue;
        }
        if guard < 8 && fl < lo_limit {
            k -= 1;
            continue;
        }
        // Gaps in the same units: gap * 2^exp / 4 / 10^scale.
        let gap = |g: u128| {
            let mut x = Big::from_u128(g);
            if exp >= 0 {
                x.shl(exp as u32);
            }
            if scale < 0 {
                x.mul_pow10((-scale) as u32);
            }
            // Compared against remainders over `den`, whose 2^-exp and
            // 10^scale factors are already in `den`.
            x
        };
        let lo = gap(lo_gap);
        let hi = gap(hi_gap);
        let up = den.sub(&rem);
        let low_ok = match rem.cmp(&lo) {
            Ordering::Less => true,
            Ordering::Equal => even,
            Ordering::Greater => false,
        };
        let high_ok = match up.cmp(&hi) {
            Ordering::Less => true,
            Ordering::Equal => even,
            Ordering::Greater => false,
        };
        if low_ok || high_ok || len >= max_len {
            let round_up = match (low_ok, high_ok) {
                (true, false) => false,
                (false, true) => true,
                // Both (or, at the length limit, neither): the nearer.
                _ => match rem.shifted(1).cmp(&den) {
                    Ordering::Less => false,
                    Ordering::Greater => true,
                    Ordering::Equal => fl & 1 == 1,
                },
            };
            let mut digits = fl + round_up as u128;
            let mut e10 = k as i32;
            if digits == lo_limit * 10 {
                digits /= 10;
                e10 += 1;
            }
            let mut text = alloc::format!("{}", digits);
            while text.len() > 1 && text.ends_with('0') {
                text.pop();
            }
            return (text, e10);
        }
        len += 1;
    }
}

/// A minimal unsigned big integer (little-endian 32-bit limbs), enough for
/// exact decimal/binary conversion of floating constants.
#[derive(Debug, Clone)]
struct Big {
    limbs: Vec<u32>,
}

impl Big {
    fn from_u128(v: u128) -> Big {
        let mut limbs = Vec::new();
        let mut v = v;
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big { limbs }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn bit_len(&self) -> u32 {
        match self.limbs.last() {
            Some(top) => (self.limbs.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.limbs.iter_mut() {
            let x = *l as u64 * m as u64 + carry;
            *l = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for l in self.limbs.iter_mut() {
            if carry == 0 {
                break;
            }
            let x = *l as u64 + carry;
            *l = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.limbs.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut n: u32) {
        while n >= 9 {
            self.mul_small(1_000_000_000);
            n -= 9;
        }
        if n > 0 {
            self.mul_small(10u32.pow(n));
        }
    }

    fn shl(&mut self, bits: u32) {
        if self.is_zero() {
            return;
        }
        let words = (bits / 32) as usize;
        let r = bits % 32;
        if r != 0 {
            let mut carry = 0u32;
            for l in self.limbs.iter_mut() {
                let x = *l;
                *l = (x << r) | carry;
                carry = x >> (32 - r);
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        if words > 0 {
            let mut v = alloc::vec![0u32; words];
            v.extend_from_slice(&self.limbs);
            self.limbs = v;
        }
    }

    fn shifted(&self, bits: u32) -> Big {
        let mut b = self.clone();
        b.shl(bits);
        b
    }

    fn cmp(&self, other: &Big) -> Ordering {
        if self.limbs.len() != other.limbs.len() {
            return self.limbs.len().cmp(&other.limbs.len());
        }
        for (a, b) in self.limbs.iter().rev().zip(other.limbs.iter().rev()) {
            if a != b {
                return a.cmp(b);
            }
        }
        Ordering::Equal
    }

    /// `self - other`, saturating at zero.
    fn sub(&self, other: &Big) -> Big {
        if self.cmp(other) != Ordering::Greater {
            return Big::from_u128(0);
        }
        let mut r = self.clone();
        r.sub_assign(other);
        r
    }

    /// `self -= other`, with `other <= self`.
    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.limbs.len() {
            let b = other.limbs.get(i).copied().unwrap_or(0) as i64;
            let mut x = self.limbs[i] as i64 - b - borrow;
            if x < 0 {
                x += 1 << 32;
                borrow = 1;
            } else {
                borrow = 0;
            }
            self.limbs[i] = x as u32;
        }
        self.trim();
    }

    /// Quotient and remainder of `self / d`, for a quotient below 2^127
    /// (saturated beyond: callers only ever need small quotients).
    fn div_small_quotient(&self, d: &Big) -> (u128, Big) {
        let mut rem = self.clone();
        if d.is_zero() {
            return (0, rem);
        }
        let shift = self.bit_len() as i64 - d.bit_len() as i64;
        if shift < 0 {
            return (0, rem);
        }
        let shift = shift.min(126) as u32;
        let mut q = 0u128;
        let mut dd = d.shifted(shift);
        for i in (0..=shift).rev() {
            if rem.cmp(&dd) != Ordering::Less {
                rem.sub_assign(&dd);
                q |= 1u128 << i;
            }
            dd.shr1();
        }
        (q, rem)
    }

    fn shr1(&mut self) {
        let mut carry = 0u32;
        for l in self.limbs.iter_mut().rev() {
            let x = *l;
            *l = (x >> 1) | carry;
            carry = x << 31;
        }
        self.trim();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sp(s: &str, k: FloatKind) -> String {
        spelling(FloatConst::parse(s, k).unwrap(), k)
    }

    #[test]
    fn long_double_spellings() {
        let ld = FloatKind::LongDouble;
        assert_eq!(sp("3.14159265358979323846", ld), "3.1415926535897932385L");
        assert_eq!(sp("0.785398163397448309615660845819875721", ld), "0.78539816339744830963L");
        assert_eq!(sp("0.70710678118654752440084436210484903928", ld), "0.7071067811865475244L");
        assert_eq!(sp("4.94065645841246544177e-324", ld), "4.940656458412465442E-324L");
        assert_eq!(sp("3.64519953188247460253e-4951", ld), "3.6E-4951L");
        assert_eq!(sp("1.18973149535723176502e+4932", ld), "1.189731495357231765E4932L");
        assert_eq!(sp("0x1p-16383", ld), "1.6810515715560467531E-4932L");
        assert_eq!(sp("0x1p-16400", ld), "1.2825405666779E-4937L");
        assert_eq!(sp("1.1060194636577672310551179e+5", ld), "110601.946365776723106L");
        assert_eq!(sp("0.3", ld), "0.3L");
        assert_eq!(sp("1e-4", ld), "1.0E-4L");
        assert_eq!(sp("1e6", ld), "1000000.0L");
        assert_eq!(sp("1.8e-4951", ld), "0.0L");
        assert_eq!(sp("1e5000", ld), "(__builtin_huge_vall())");
    }

    #[test]
    fn double_and_float_spellings() {
        assert_eq!(sp("4.94065645841246544177e-324", FloatKind::Double), "4.9E-324");
        assert_eq!(sp("1e-323", FloatKind::Double), "9.9E-324");
        assert_eq!(sp("0.30000000000000004", FloatKind::Double), "0.30000000000000004");
        assert_eq!(sp("0.1", FloatKind::Double), "0.1");
        assert_eq!(sp("1e-45", FloatKind::Float), "1.4E-45F");
        assert_eq!(sp("0x1p-140", FloatKind::Float), "7.18E-43F");
        assert_eq!(sp("1.17549435e-38", FloatKind::Float), "1.1754944E-38F");
        assert_eq!(sp("0x1.2p-1060", FloatKind::Double), "9.1066E-320");
        assert_eq!(sp("0x1.23456789abcdp-1060", FloatKind::Double), "(__builtin_huge_val())");
    }

    #[test]
    fn f64_round_trip() {
        for v in [0.1, 1.5, 1e300, 5e-324, 2.2250738585072014e-308, 123456.789] {
            assert_eq!(FloatConst::from_f64(v).to_f64(), v);
            assert_eq!(FloatConst::from_f64(v).convert(FloatKind::Double), FloatConst::from_f64(v));
        }
    }

    #[test]
    fn native_parse_agrees_with_the_exact_conversion() {
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let digits = alloc::format!("{}", x >> (x % 40));
            let point = (x >> 7) as usize % (digits.len() + 1);
            let e = ((x >> 20) % 700) as i64 - 350;
            let body = alloc::format!("{}.{}e{}", &digits[..point], &digits[point..], e);
            let (ip, fp) = (&digits[..point], &digits[point..]);
            for kind in [FloatKind::Double, FloatKind::Float] {
                assert_eq!(FloatConst::parse(&body, kind), FloatConst::parse_exact(ip, fp, e, kind), "{} {:?}", body, kind);
            }
        }
    }

    #[test]
    fn native_shortest_digits_agree_with_the_exact_search() {
        // A linear congruential walk over bit patterns: normal doubles and
        // floats of every magnitude, including powers of two.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut fallbacks = 0;
        for i in 0..20_000u32 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let bits = if i % 8 == 0 { x & 0xfff0_0000_0000_0000 } else { x };
            let d = f64::from_bits(bits);
            let f = f32::from_bits((x >> 32) as u32 & if i % 8 == 1 { 0xff80_0000 } else { 0xffff_ffff });
            for (v, kind) in [(d, FloatKind::Double), (f64::from(f), FloatKind::Float)] {
                if !v.is_normal() || (kind == FloatKind::Float && !f.is_normal()) {
                    continue;
                }
                let c = FloatConst::from_f64(v).convert(kind);
                let FloatConst::Finite { mant, exp, .. } = c else { continue };
                match native_shortest_digits(c, kind) {
                    Some(native) => assert_eq!(native, shortest_digits(mant, exp, kind), "{:e} {:?}", v, kind),
                    None => fallbacks += 1,
                }
            }
        }
        // Ties are rare: the fast path must take almost every value.
        assert!(fallbacks < 100, "{fallbacks} fallbacks");
    }
}
