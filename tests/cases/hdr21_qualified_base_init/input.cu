// A constructor's member initializer naming its base class through a
// namespace (`ns::B<…>(g)`) keeps the constructor's definition.
namespace det {
template <unsigned S> struct is_multi { static const bool value = S > 32; };
template <unsigned S, class P, bool M> class impl { protected: impl(const P &g) {} };
struct plain { plain(int) {} };
}
template <unsigned Size, typename ParentT>
class tile : public det::impl<Size, ParentT, det::is_multi<Size>::value>
{
public:
    tile(const ParentT& g) :
        det::impl<Size, ParentT, det::is_multi<Size>::value>(g) {}
};
struct leaf : det::plain { leaf() : det::plain(1) {} };
tile<4, int> t(1);
leaf l;
