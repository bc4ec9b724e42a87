// An unnamed enum is positioned at its opening brace; a named one at its
// keyword.
enum
{
  first_flag = 1,
  second_flag = 2
};
enum named_flags
{
  third_flag = 4
};
typedef enum
  {
    mode_a,
    mode_b
  } mode_t_;
int main() { return first_flag + third_flag + mode_b; }
